import type { BillingProfile } from '../../billing/billing-profile';

/** A South African company with a VAT number, as stored (normalised); `overrides` change any field. */
export function aBillingProfile(overrides: Partial<BillingProfile> = {}): BillingProfile {
  return {
    kind: 'company',
    legalName: 'Karoo Survey Services (Pty) Ltd',
    addressLine1: '12 Main Road',
    addressLine2: 'Unit 4',
    city: 'Kimberley',
    region: 'Northern Cape',
    postalCode: '8301',
    country: 'ZA',
    vatNumber: '4123456789',
    ...overrides,
  };
}
