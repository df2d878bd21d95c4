import { BILLING_PROFILE_LIMITS } from '@pointforge/domain';
import { EntitySchema } from 'typeorm';
import { fixedCharColumn, instantColumn, primaryKeyColumn, stringColumn } from '../orm-columns';

/** Room for 'person' and 'company', and a kind added later. */
const KIND_MAX_LENGTH = 16;

/** A user's billing profile; one row per user (the primary key), deleted with the user. */
export interface BillingProfileRow {
  user_id: string;
  kind: string;
  legal_name: string;
  address_line1: string;
  address_line2: string | null;
  city: string;
  region: string | null;
  postal_code: string | null;
  country: string;
  vat_number: string | null;
  updated_at: Date;
}

export const BillingProfileOrmEntity = new EntitySchema<BillingProfileRow>({
  name: 'billing_profiles',
  tableName: 'billing_profiles',
  columns: {
    user_id: primaryKeyColumn(),
    kind: stringColumn(KIND_MAX_LENGTH),
    legal_name: stringColumn(BILLING_PROFILE_LIMITS.legalName),
    address_line1: stringColumn(BILLING_PROFILE_LIMITS.addressLine),
    address_line2: stringColumn(BILLING_PROFILE_LIMITS.addressLine, true),
    city: stringColumn(BILLING_PROFILE_LIMITS.city),
    region: stringColumn(BILLING_PROFILE_LIMITS.region, true),
    postal_code: stringColumn(BILLING_PROFILE_LIMITS.postalCode, true),
    country: fixedCharColumn(2),
    vat_number: stringColumn(BILLING_PROFILE_LIMITS.vatNumber, true),
    updated_at: instantColumn(),
  },
});
