import { LICENSE_KEY_LENGTH, type BillingType, type LicensePlan } from '@pointforge/domain';
import { EntitySchema } from 'typeorm';
import { flagColumn, instantColumn, integerColumn, primaryKeyColumn, referenceColumn, stringColumn } from '../orm-columns';

export interface LicenseRow {
  id: string;
  user_id: string | null;
  subscription_id: string | null;
  license_key: string;
  plan: LicensePlan;
  seats: number;
  billing_type: BillingType | null;
  is_active: boolean;
  suspended_at: Date | null;
  expiry_date: Date;
  paid_through: Date | null;
  created_at: Date;
}

export const LicenseOrmEntity = new EntitySchema<LicenseRow>({
  name: 'licenses',
  tableName: 'licenses',
  columns: {
    id: primaryKeyColumn(),
    user_id: referenceColumn(true),
    subscription_id: referenceColumn(true),
    license_key: stringColumn(LICENSE_KEY_LENGTH),
    plan: stringColumn(20),
    seats: integerColumn(),
    billing_type: stringColumn(10, true),
    is_active: flagColumn(),
    suspended_at: instantColumn(true),
    expiry_date: instantColumn(),
    paid_through: instantColumn(true),
    created_at: instantColumn(),
  },
});
