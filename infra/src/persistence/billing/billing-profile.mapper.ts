import type { BillingProfile, StoredBillingProfile } from '@pointforge/domain';
import type { BillingProfileRow } from './billing-profile.orm-entity';

export function toBillingProfileRow(userId: string, profile: BillingProfile, updatedAt: Date): BillingProfileRow {
  return {
    user_id: userId,
    kind: profile.kind,
    legal_name: profile.legalName,
    address_line1: profile.addressLine1,
    address_line2: profile.addressLine2,
    city: profile.city,
    region: profile.region,
    postal_code: profile.postalCode,
    country: profile.country,
    vat_number: profile.vatNumber,
    updated_at: updatedAt,
  };
}

export function toStoredBillingProfile(row: BillingProfileRow): StoredBillingProfile {
  return {
    profile: {
      kind: row.kind === 'company' ? 'company' : 'person',
      legalName: row.legal_name,
      addressLine1: row.address_line1,
      addressLine2: row.address_line2,
      city: row.city,
      region: row.region,
      postalCode: row.postal_code,
      country: row.country,
      vatNumber: row.vat_number,
    },
    updatedAt: row.updated_at,
  };
}
