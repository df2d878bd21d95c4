import type { License } from '@pointforge/domain';
import type { LicenseRow } from './license.orm-entity';

export function toLicense(row: LicenseRow): License {
  return {
    id: row.id,
    userId: row.user_id,
    subscriptionId: row.subscription_id,
    licenseKey: row.license_key,
    plan: row.plan,
    seats: row.seats,
    billingType: row.billing_type,
    isActive: row.is_active,
    suspendedAt: row.suspended_at,
    expiryDate: row.expiry_date,
    paidThrough: row.paid_through,
    createdAt: row.created_at,
  };
}

export function toLicenseRow(license: License): LicenseRow {
  return {
    id: license.id,
    user_id: license.userId,
    subscription_id: license.subscriptionId,
    license_key: license.licenseKey,
    plan: license.plan,
    seats: license.seats,
    billing_type: license.billingType,
    is_active: license.isActive,
    suspended_at: license.suspendedAt,
    expiry_date: license.expiryDate,
    paid_through: license.paidThrough,
    created_at: license.createdAt,
  };
}
