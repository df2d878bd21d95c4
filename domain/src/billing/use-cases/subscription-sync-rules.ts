import type { ProviderSubscription, ProviderSubscriptionStatus } from '../../ports/payment.port';
import { isAwaitingActivation, type ScheduledPlanChange, type Subscription, type SubscriptionStatus } from '../subscription.entity';

/*
 * How SubscriptionSync reads what PayPal reports against what is stored: pure rules, no
 * ports.
 */

/** Our status for each provider status; before activation the subscription stays pending (or abandoned). */
export const STATUS_FROM_PROVIDER: Record<ProviderSubscriptionStatus, SubscriptionStatus | null> = {
  APPROVAL_PENDING: null,
  APPROVED: null,
  ACTIVE: 'active',
  SUSPENDED: 'suspended',
  CANCELLED: 'cancelled',
  EXPIRED: 'expired',
};

/** A resumed subscription not yet active that PayPal reports approved with our plan: it activates without a payment. */
export function isResumeApproved(subscription: Subscription, provider: ProviderSubscription): boolean {
  return (
    subscription.continuesLicenseId !== null &&
    isAwaitingActivation(subscription) &&
    (provider.status === 'APPROVED' || provider.status === 'ACTIVE') &&
    provider.planId === subscription.paypalPlanId
  );
}

/** PayPal reports a payment after the last one a period was granted for. */
export function isNewPayment(subscription: Subscription, provider: ProviderSubscription): boolean {
  const paidAt = provider.lastPaymentTime;
  return paidAt !== null && (subscription.lastPaymentAt === null || paidAt.getTime() > subscription.lastPaymentAt.getTime());
}

/** PayPal counts more paid cycles than recorded (never for a count not recorded yet). */
export function cyclesGrown(subscription: Subscription, provider: ProviderSubscription): boolean {
  return subscription.paidCycles !== null && provider.cyclesCompleted > subscription.paidCycles;
}

/** The paid cycles to record: PayPal's count, never fewer than already recorded. */
export function recordedCycles(subscription: Subscription, provider: ProviderSubscription): number {
  return Math.max(subscription.paidCycles ?? 0, provider.cyclesCompleted);
}

/** PayPal failed to collect a payment and has not collected it since. */
export function isPaymentFailing(provider: ProviderSubscription): boolean {
  return provider.failedPaymentsCount > 0 || (provider.outstandingBalance !== null && Number(provider.outstandingBalance.value) > 0);
}

export function latest(recorded: Date | null, paidAt: Date): Date {
  return recorded && recorded.getTime() > paidAt.getTime() ? recorded : paidAt;
}

export function laterThan(now: Date, date: Date | null): Date | null {
  return date && date.getTime() > now.getTime() ? date : null;
}

/**
 * A scheduled change of billing period as PayPal now has it: consented to once PayPal bills
 * its plan (stamped `now`), gone once PayPal is back on another plan after that (the buyer
 * consented to undoing it). Anything else is returned as it is.
 */
export function consentOf(change: ScheduledPlanChange | null, provider: ProviderSubscription, now: Date): ScheduledPlanChange | null {
  if (!change || change.paypalPlanId === null) return change;
  const billsIt = provider.planId === change.paypalPlanId;
  if (billsIt && change.consentedAt === null) return { ...change, consentedAt: now };
  if (!billsIt && change.consentedAt !== null) return null;
  return change;
}
