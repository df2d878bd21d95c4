import { TRIAL_DAYS } from '../catalog/constants';
import type { BillingType, PaidPlanId } from '../catalog/plan.types';
import { getPlan } from '../catalog/plans';
import { DomainError } from '../shared/domain-error';
import { DAY_MS } from '../shared/time';
import type { TokenGeneratorPort } from '../shared/token-generator.port';
import type { License } from './license.entity';
import { generateLicenseKey } from './license-key';

/** A fresh trial licence: plan trial, one seat, no subscription, expiring TRIAL_DAYS after `now`. */
export function newTrialLicense(input: { userId: string; now: Date }, tokens: TokenGeneratorPort): License {
  return {
    id: tokens.newId(),
    userId: input.userId,
    subscriptionId: null,
    licenseKey: generateLicenseKey(tokens),
    plan: 'trial',
    seats: getPlan('trial').seats,
    billingType: null,
    isActive: true,
    suspendedAt: null,
    expiryDate: new Date(input.now.getTime() + TRIAL_DAYS * DAY_MS),
    paidThrough: null,
    createdAt: input.now,
  };
}

/**
 * What a licence needs of the subscription paying for it. Billing passes its Subscription;
 * licensing names only these fields, so it never depends on billing.
 */
interface PayingSubscription {
  id: string;
  userId: string | null;
  plan: PaidPlanId;
  billingType: BillingType;
}

/**
 * The licence of a paid subscription: plan and owner from the subscription, seats from
 * the plan, paid through `paidThrough` and running until `expiryDate` (that plus the grace period).
 */
export function newSubscriptionLicense(
  input: { subscription: PayingSubscription; paidThrough: Date; expiryDate: Date; now: Date },
  tokens: TokenGeneratorPort,
): License {
  if (input.expiryDate.getTime() <= input.now.getTime()) {
    throw new DomainError('invalid', 'LICENSING.EXPIRY_NOT_IN_FUTURE', 'A new licence must expire after it is issued.');
  }
  return {
    id: tokens.newId(),
    userId: input.subscription.userId,
    subscriptionId: input.subscription.id,
    licenseKey: generateLicenseKey(tokens),
    plan: input.subscription.plan,
    seats: getPlan(input.subscription.plan).seats,
    billingType: input.subscription.billingType,
    isActive: true,
    suspendedAt: null,
    expiryDate: input.expiryDate,
    paidThrough: input.paidThrough,
    createdAt: input.now,
  };
}
