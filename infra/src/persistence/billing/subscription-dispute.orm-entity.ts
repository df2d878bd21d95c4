import { EntitySchema } from 'typeorm';
import { instantColumn, primaryKeyColumn, referenceColumn, stringColumn } from '../orm-columns';

/** PayPal dispute ids (`PP-D-…`), sale ids and statuses are short; this leaves room. */
const PAYPAL_VALUE_MAX_LENGTH = 64;

/** A buyer's dispute of a subscription payment; the amount as PayPal writes it ("99.00", "USD"). */
export interface SubscriptionDisputeRow {
  dispute_id: string;
  subscription_id: string;
  sale_id: string;
  status: string;
  reason: string | null;
  outcome: string | null;
  amount_value: string | null;
  amount_currency: string | null;
  opened_at: Date;
  updated_at: Date;
}

export const SubscriptionDisputeOrmEntity = new EntitySchema<SubscriptionDisputeRow>({
  name: 'subscription_disputes',
  tableName: 'subscription_disputes',
  columns: {
    dispute_id: primaryKeyColumn(PAYPAL_VALUE_MAX_LENGTH),
    subscription_id: referenceColumn(),
    sale_id: stringColumn(PAYPAL_VALUE_MAX_LENGTH),
    status: stringColumn(PAYPAL_VALUE_MAX_LENGTH),
    reason: stringColumn(PAYPAL_VALUE_MAX_LENGTH, true),
    outcome: stringColumn(PAYPAL_VALUE_MAX_LENGTH, true),
    amount_value: stringColumn(32, true),
    amount_currency: stringColumn(3, true),
    opened_at: instantColumn(),
    updated_at: instantColumn(),
  },
  indices: [{ name: 'IDX_subscription_disputes_subscription_id', columns: ['subscription_id'] }],
});
