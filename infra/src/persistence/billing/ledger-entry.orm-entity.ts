import type { BillingType, LedgerEntryKind, LedgerSource, PaidPlanId } from '@pointforge/domain';
import { EntitySchema } from 'typeorm';
import { instantColumn, integerColumn, primaryKeyColumn, referenceColumn, stringColumn } from '../orm-columns';

/** PayPal's ids are at most 64 characters here, as elsewhere in billing. */
const PAYPAL_ID_MAX_LENGTH = 64;
/** Room for the kinds, sources, plans and billing types the domain names, and one added later. */
const NAME_MAX_LENGTH = 16;

/** One payment, refund or reversal at PayPal; never changed, kept when the user goes (user_id null). */
export interface LedgerEntryRow {
  id: string;
  kind: LedgerEntryKind;
  provider_transaction_id: string;
  user_id: string | null;
  subscription_id: string;
  plan: PaidPlanId;
  billing_type: BillingType;
  gross_cents: number;
  vat_cents: number;
  fee_cents: number | null;
  currency: string;
  occurred_at: Date;
  recorded_from: LedgerSource;
  relates_to_transaction_id: string | null;
}

export const LedgerEntryOrmEntity = new EntitySchema<LedgerEntryRow>({
  name: 'payment_ledger',
  tableName: 'payment_ledger',
  columns: {
    id: primaryKeyColumn(),
    kind: stringColumn(NAME_MAX_LENGTH),
    provider_transaction_id: stringColumn(PAYPAL_ID_MAX_LENGTH),
    user_id: referenceColumn(true),
    subscription_id: referenceColumn(),
    plan: stringColumn(32),
    billing_type: stringColumn(NAME_MAX_LENGTH),
    gross_cents: integerColumn(),
    vat_cents: integerColumn(),
    fee_cents: integerColumn(true),
    currency: stringColumn(3),
    occurred_at: instantColumn(),
    recorded_from: stringColumn(NAME_MAX_LENGTH),
    relates_to_transaction_id: stringColumn(PAYPAL_ID_MAX_LENGTH, true),
  },
});
