import type { FieldError } from '../shared/domain-error';
import { COUNTRY_CODES } from './country-codes';
import { VAT_COUNTRY } from './tax/vat';

/**
 * Who an invoice is made out to: a person or a company, its address, and its VAT number when
 * it has one. Every document keeps a copy as it was when issued (section 20(4)(c)); a later
 * edit of the profile changes documents issued after it only.
 */
export interface BillingProfile {
  kind: 'person' | 'company';
  legalName: string;
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  region: string | null;
  postalCode: string | null;
  /** ISO 3166-1 alpha-2, upper case: it decides the VAT (see taxTreatmentFor). */
  country: string;
  vatNumber: string | null;
}

export const BILLING_PROFILE_LIMITS = Object.freeze({ legalName: 200, addressLine: 200, city: 100, region: 100, postalCode: 20, vatNumber: 30 });

/** A South African VAT registration number: ten digits, the first a 4 (SARS's numbering). */
export function isSouthAfricanVatNumber(value: string): boolean {
  return /^4\d{9}$/.test(value);
}

const REGION_NAMES = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
const ASSIGNED_CODES: ReadonlySet<string> = new Set(COUNTRY_CODES);

/** Whether `code` is an assigned ISO 3166-1 alpha-2 country code (COUNTRY_CODES: not a private-use, withdrawn or grouping one; Kosovo's XK is taken as assigned). */
export function isCountryCode(code: string): boolean {
  return ASSIGNED_CODES.has(code);
}

/** The English name of a country, for documents ("South Africa"). */
export function countryName(code: string): string {
  return REGION_NAMES.of(code) ?? code;
}

const trimmedOrNull = (value: string | null | undefined) => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/** The profile as stored: text trimmed, empty optional fields null, the country and VAT number in capitals without spaces. */
export function normalizeBillingProfile(input: BillingProfile): BillingProfile {
  return {
    kind: input.kind,
    legalName: input.legalName.trim(),
    addressLine1: input.addressLine1.trim(),
    addressLine2: trimmedOrNull(input.addressLine2),
    city: input.city.trim(),
    region: trimmedOrNull(input.region),
    postalCode: trimmedOrNull(input.postalCode),
    country: input.country.trim().toUpperCase(),
    vatNumber: trimmedOrNull(input.vatNumber?.replace(/\s+/g, '').toUpperCase()),
  };
}

/**
 * What is wrong with a normalised profile, field by field (empty when nothing): the
 * required fields, their lengths, a real country, and a VAT number of SARS's form for a
 * South African customer (others are free text, checked by the customer's own authority).
 */
export function billingProfileErrors(profile: BillingProfile): FieldError[] {
  const errors: FieldError[] = [];
  // `field` is the profile's own (addressLine2), so a form can show the error under it; `rule` the limit it keeps.
  const limit = (field: keyof BillingProfile, rule: keyof typeof BILLING_PROFILE_LIMITS, label: string) => {
    const value = profile[field];
    if (value !== null && value.length > BILLING_PROFILE_LIMITS[rule])
      errors.push({ field, message: `${label} must be at most ${BILLING_PROFILE_LIMITS[rule]} characters.` });
  };
  if (profile.legalName === '') errors.push({ field: 'legalName', message: 'Legal name is required.' });
  if (profile.addressLine1 === '') errors.push({ field: 'addressLine1', message: 'Address is required.' });
  if (profile.city === '') errors.push({ field: 'city', message: 'City is required.' });
  limit('legalName', 'legalName', 'Legal name');
  limit('addressLine1', 'addressLine', 'Address');
  limit('addressLine2', 'addressLine', 'Address');
  limit('city', 'city', 'City');
  limit('region', 'region', 'Province or region');
  limit('postalCode', 'postalCode', 'Postal code');
  if (!isCountryCode(profile.country)) errors.push({ field: 'country', message: 'Choose a country.' });
  if (profile.vatNumber !== null) {
    if (profile.country === VAT_COUNTRY && !isSouthAfricanVatNumber(profile.vatNumber)) {
      errors.push({ field: 'vatNumber', message: 'A South African VAT number is 10 digits starting with 4.' });
    } else limit('vatNumber', 'vatNumber', 'VAT number');
  }
  return errors;
}

/** The address lines a document prints, country last. */
export function billingAddressLines(profile: BillingProfile): string[] {
  const cityLine = [profile.city, profile.region, profile.postalCode].filter(Boolean).join(', ');
  return [profile.addressLine1, profile.addressLine2, cityLine, countryName(profile.country)].filter((line): line is string => Boolean(line));
}
