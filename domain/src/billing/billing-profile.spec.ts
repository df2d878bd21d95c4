import {
  billingAddressLines,
  billingProfileErrors,
  isCountryCode,
  isSouthAfricanVatNumber,
  normalizeBillingProfile,
  type BillingProfile,
} from './billing-profile';

const company: BillingProfile = {
  kind: 'company',
  legalName: '  Karoo Survey Services (Pty) Ltd ',
  addressLine1: '12 Main Road',
  addressLine2: '  ',
  city: 'Kimberley',
  region: 'Northern Cape',
  postalCode: '8301',
  country: 'za',
  vatNumber: '4 123 456 789',
};

describe('billing profile', () => {
  it('is stored trimmed, optional blanks as null, country and VAT number compact and upper case', () => {
    expect(normalizeBillingProfile(company)).toEqual({
      ...company,
      legalName: 'Karoo Survey Services (Pty) Ltd',
      addressLine2: null,
      country: 'ZA',
      vatNumber: '4123456789',
    });
  });

  it('accepts a complete South African company with a SARS-form VAT number', () => {
    expect(billingProfileErrors(normalizeBillingProfile(company))).toEqual([]);
  });

  it('refuses a South African VAT number that is not 10 digits starting with 4, and names the field', () => {
    for (const vatNumber of ['5123456789', '412345678', '41234567890', '4ABCDEFGHI']) {
      expect(billingProfileErrors(normalizeBillingProfile({ ...company, vatNumber }))).toEqual([
        { field: 'vatNumber', message: 'A South African VAT number is 10 digits starting with 4.' },
      ]);
    }
    expect(isSouthAfricanVatNumber('4123456789')).toBe(true);
  });

  it('takes any other country’s VAT number as free text, within its length', () => {
    expect(billingProfileErrors(normalizeBillingProfile({ ...company, country: 'DE', vatNumber: 'DE123456789' }))).toEqual([]);
    expect(billingProfileErrors(normalizeBillingProfile({ ...company, country: 'GB', vatNumber: 'X'.repeat(31) }))).toEqual([
      { field: 'vatNumber', message: 'VAT number must be at most 30 characters.' },
    ]);
  });

  it('names the field that is too long, so a form shows the error under it', () => {
    expect(billingProfileErrors(normalizeBillingProfile({ ...company, addressLine2: 'A'.repeat(201), region: 'R'.repeat(101) }))).toEqual([
      { field: 'addressLine2', message: 'Address must be at most 200 characters.' },
      { field: 'region', message: 'Province or region must be at most 100 characters.' },
    ]);
  });

  it('requires a name, an address, a city and a real country', () => {
    const blank = normalizeBillingProfile({ ...company, legalName: ' ', addressLine1: '', city: '', country: 'ZZ', vatNumber: null });
    expect(billingProfileErrors(blank).map((error) => error.field)).toEqual(['legalName', 'addressLine1', 'city', 'country']);
    expect(isCountryCode('NA')).toBe(true);
    expect(isCountryCode('XK')).toBe(true);
    expect(isCountryCode('XA')).toBe(false);
    // Intl names these too, but they are withdrawn (DD, SU, UK), a grouping (EU, UN) or a reservation (AC).
    for (const code of ['DD', 'SU', 'UK', 'EU', 'UN', 'AC']) expect(isCountryCode(code)).toBe(false);
    expect(isCountryCode('Z1')).toBe(false);
  });

  it('prints its address with the country written out, skipping what is blank', () => {
    expect(billingAddressLines(normalizeBillingProfile(company))).toEqual(['12 Main Road', 'Kimberley, Northern Cape, 8301', 'South Africa']);
  });
});
