import type { BillingType, PaidPlanId, SubscriptionStatus } from '@pointforge/domain';
import { EntitySchema } from 'typeorm';
import { instantColumn, integerColumn, primaryKeyColumn, referenceColumn, stringColumn, textColumn } from '../orm-columns';

/** PayPal ids (`I-…`, `P-…`) are short; this leaves room. */
const PAYPAL_ID_MAX_LENGTH = 64;

export interface SubscriptionRow {
  id: string;
  user_id: string | null;
  paypal_subscription_id: string | null;
  paypal_plan_id: string;
  plan: PaidPlanId;
  billing_type: BillingType;
  status: SubscriptionStatus;
  start_date: Date;
  end_date: Date | null;
  next_billing_date: Date | null;
  last_payment_at: Date | null;
  next_check_at: Date | null;
  paid_cycles: number | null;
  overdue_access_until: Date | null;
  approved_at: Date | null;
  plan_change_json: string | null;
  scheduled_change_json: string | null;
  continues_license_id: string | null;
  tax_basis_points: number;
  created_at: Date;
  updated_at: Date;
}

export const SubscriptionOrmEntity = new EntitySchema<SubscriptionRow>({
  name: 'subscriptions',
  tableName: 'subscriptions',
  columns: {
    id: primaryKeyColumn(),
    user_id: referenceColumn(true),
    paypal_subscription_id: stringColumn(PAYPAL_ID_MAX_LENGTH, true),
    paypal_plan_id: stringColumn(PAYPAL_ID_MAX_LENGTH),
    plan: stringColumn(20),
    billing_type: stringColumn(10),
    status: stringColumn(20),
    start_date: instantColumn(),
    end_date: instantColumn(true),
    next_billing_date: instantColumn(true),
    last_payment_at: instantColumn(true),
    next_check_at: instantColumn(true),
    paid_cycles: integerColumn(true),
    overdue_access_until: instantColumn(true),
    approved_at: instantColumn(true),
    plan_change_json: textColumn(true),
    scheduled_change_json: textColumn(true),
    continues_license_id: referenceColumn(true),
    tax_basis_points: integerColumn(),
    created_at: instantColumn(),
    updated_at: instantColumn(),
  },
});
