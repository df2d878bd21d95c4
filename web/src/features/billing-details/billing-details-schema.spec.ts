import { ValidationError } from 'yup';
import { COUNTRY_OPTIONS } from '../../lib/country-options';
import { billingDetailsSchema, billingProfileOf, type BillingDetailsValues } from './billing-details-schema';

const FILLED: BillingDetailsValues = {
  kind: 'company',
  legalName: 'Karoo Survey Services (Pty) Ltd',
  addressLine1: '12 Main Road',
  addressLine2: '',
  city: 'Kimberley',
  region: '',
  postalCode: '',
  country: 'ZA',
  vatNumber: '4123 456 789',
};

/** What the form shows under each field for `values`: the field's error, or nothing. */
async function fieldErrors(values: Partial<BillingDetailsValues>): Promise<Record<string, string>> {
  try {
    await billingDetailsSchema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((failure) => [failure.path, failure.message]));
  }
}

describe('billing details form rules', () => {
  it('accepts a filled-in company and sends it as the API stores it', async () => {
    expect(await fieldErrors(FILLED)).toEqual({});
    expect(billingProfileOf(FILLED)).toEqual({ ...FILLED, addressLine2: null, region: null, postalCode: null, vatNumber: '4123456789' });
  });

  it('shows the API’s words under the South African VAT number, and takes one abroad as free text', async () => {
    expect(await fieldErrors({ ...FILLED, vatNumber: '512 345 6789' })).toEqual({ vatNumber: 'A South African VAT number is 10 digits starting with 4.' });
    expect(await fieldErrors({ ...FILLED, country: 'DE', vatNumber: 'DE123456789' })).toEqual({});
  });

  it('asks for the name, address, city and country of an empty form (Formik hands blanks over as undefined)', async () => {
    expect(await fieldErrors({ kind: 'person' })).toEqual({
      legalName: 'Legal name is required.',
      addressLine1: 'Address is required.',
      city: 'City is required.',
      country: 'Choose a country.',
    });
  });

  it('offers every country once, by English name, in alphabetical order', () => {
    const labels = COUNTRY_OPTIONS.map((option) => option.label);
    expect(COUNTRY_OPTIONS).toHaveLength(250);
    expect(new Set(labels).size).toBe(labels.length);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en')));
    expect(COUNTRY_OPTIONS).toContainEqual({ value: 'ZA', label: 'South Africa' });
    expect(COUNTRY_OPTIONS.find((option) => option.value === 'GB')?.label).toBe('United Kingdom');
  });
});
