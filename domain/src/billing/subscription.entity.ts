import type { BillingType, PaidPlanId } from '../catalog/plan.types';
import type { ProviderAmount } from '../ports/payment.port';
import { DAY_MS, HOUR_MS } from '../shared/time';

export const SUBSCRIPTION_STATUSES = ['pending', 'abandoned', 'active', 'suspended', 'cancelled', 'expired'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
/**
 * Statuses reconciliation no longer polls and nothing can cancel. An abandoned checkout is
 * among them, yet it still activates if PayPal itself reports it ACTIVE (a webhook, or the
 * buyer's late return to /success): money taken always buys the licence.
 */
export const FINAL_SUBSCRIPTION_STATUSES: readonly SubscriptionStatus[] = ['abandoned', 'cancelled', 'expired'];

/**
 * A checkout still `pending` this long after it was created is `abandoned`: PayPal's
 * approval link has lapsed by then, so the buyer is not coming back through it.
 */
export const ABANDONED_CHECKOUT_AFTER_MS = 3 * HOUR_MS;

/**
 * How long a licence outlives the end of its paid period by default
 * (BILLING_GRACE_PERIOD_DAYS): PayPal often charges a renewal hours late, and retries a
 * failed one on day 5 and day 10 before it suspends the subscription; a paying customer must
 * not drop out meanwhile. Twelve days cover both retries and two days for the last one's news.
 */
export const DEFAULT_GRACE_PERIOD_MS = 12 * DAY_MS;

export interface Subscription {
  id: string;
  userId: string | null;
  /** Null until the payment provider has created it. */
  paypalSubscriptionId: string | null;
  /** The provider plan id we asked for; execute compares it, never the browser's plan. */
  paypalPlanId: string;
  plan: PaidPlanId;
  billingType: BillingType;
  status: SubscriptionStatus;
  startDate: Date;
  endDate: Date | null;
  nextBillingDate: Date | null;
  /** The latest payment PayPal reported that a licence period was granted for; a later one is a new payment. */
  lastPaymentAt: Date | null;
  /**
   * When reconciliation reads it from PayPal next (null: at its next run). Only
   * reconciliation sets it (`scheduleCheck`); a whole-row update leaves it as stored.
   */
  nextCheckAt: Date | null;
  /**
   * The paid cycles PayPal had completed (`cycles_completed`) when last read; a higher count
   * is a new payment even if `last_payment` does not show it. Null: not recorded yet (rows
   * from before it was kept), so the first read only records it.
   */
  paidCycles: number | null;
  /**
   * While PayPal fails to collect a payment (failed attempts, or a balance outstanding, as
   * last read): when access ends, the licence's expiry (the paid period plus the grace
   * period). Null while paid up. Only then is the grace period shown to the customer
   * ("Payment overdue: access until …"), who may pay the balance now.
   */
  overdueAccessUntil: Date | null;
  /**
   * When we first saw PayPal report the buyer's approval while the first payment was still
   * being collected ("Payment pending" in the dashboard). Null: not approved yet, or
   * activated without our seeing that moment.
   */
  approvedAt: Date | null;
  /** A change of plan the customer started that PayPal has not completed yet; null when none. */
  planChange: PendingPlanChange | null;
  /** A move to a lower tier waiting for the end of the paid period; null when none. */
  scheduledChange: ScheduledPlanChange | null;
  /**
   * A resumed subscription: the licence it takes over from a cancelled one (the same key),
   * whose paid period it continues; PayPal charges it first at that period's end. Null for
   * a subscription bought at checkout, which gets a licence of its own.
   */
  continuesLicenseId: string | null;
  /**
   * The VAT rate PayPal was asked to add to every payment (plan.taxes at checkout), in basis
   * points; 0 when none (zero-rated, the seller not registered, or rows from before it was kept).
   * A payment's VAT is read from it when PayPal reports no tax, and its invoice's treatment.
   */
  taxBasisPoints: number;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * An upgrade on its way through PayPal: the prorated difference (`dueNow`) is collected as a
 * one-time order, which switches the licence to the new plan once captured (`paidAt`); the
 * subscription itself moves to the new plan when the buyer has consented to PayPal's revision
 * and PayPal reports `paypalPlanId`.
 */
export interface PendingPlanChange {
  plan: PaidPlanId;
  billingType: BillingType;
  /** The provider plan id of the new plan and billing type. */
  paypalPlanId: string;
  dueNow: ProviderAmount;
  /** The PayPal order collecting `dueNow`; null when nothing is due. */
  orderId: string | null;
  /** When `dueNow` was captured (the licence switched then); null before, and when nothing was due. */
  paidAt: Date | null;
  requestedAt: Date;
}

/**
 * A downgrade taking effect at `effectiveAt` (the end of a paid period), when the
 * subscription and its licence move to `plan` and its seats, and devices not in
 * `keepDeviceIds` are released. To a lower tier of the same billing period, PayPal was asked
 * at once to bill the new plan's price from then on (a price override on the subscription,
 * which needs no consent from the buyer). Another billing period (annual to monthly) is
 * another PayPal plan, `paypalPlanId`: PayPal revises the subscription to it, billed from its
 * next billing date, once the buyer consents (`consentedAt`); a change never consented to
 * lapses when that date comes.
 */
export interface ScheduledPlanChange {
  plan: PaidPlanId;
  billingType: BillingType;
  effectiveAt: Date;
  /** The PayPal plan of another billing period, to which PayPal revises the subscription; null for a price override. */
  paypalPlanId: string | null;
  /** When we first saw PayPal bill `paypalPlanId` from the next billing date (the buyer consented); null before, and for a price override. */
  consentedAt: Date | null;
  /**
   * The devices (machine ids) that keep the licence at the switch, chosen by the customer
   * when more were in use than the new plan has seats; null: every device stays (should more
   * be activated by then than it has seats, those activated first stay).
   */
  keepDeviceIds: string[] | null;
  scheduledAt: Date;
}

/** A change of billing period the buyer has not consented to at PayPal yet. */
export function isAwaitingConsent(change: Pick<ScheduledPlanChange, 'paypalPlanId' | 'consentedAt'>): boolean {
  return change.paypalPlanId !== null && change.consentedAt === null;
}

/** PayPal bills it, or will again once paid up: active, or suspended (a payment failing, or by hand). */
export function isLiveSubscription(subscription: Pick<Subscription, 'status'>): boolean {
  return subscription.status === 'active' || subscription.status === 'suspended';
}

/** PayPal's page where a buyer changes how a subscription is paid (its automatic payments): in emails and the overdue banner. */
export const PAYPAL_AUTOPAY_URL = 'https://www.paypal.com/myaccount/autopay/';

/** Never activated: a checkout in progress, or one given up on. */
export function isAwaitingActivation(subscription: Pick<Subscription, 'status'>): boolean {
  return subscription.status === 'pending' || subscription.status === 'abandoned';
}

/** A checkout left pending past ABANDONED_CHECKOUT_AFTER_MS. */
export function isAbandonedCheckout(subscription: Pick<Subscription, 'status' | 'createdAt'>, now: Date): boolean {
  return subscription.status === 'pending' && now.getTime() - subscription.createdAt.getTime() >= ABANDONED_CHECKOUT_AFTER_MS;
}

/**
 * When reconciliation, having just read a subscription from PayPal at `now`, should read it
 * again. The webhook brings changes first; this is the safety net, so a subscription is read
 * as often as a missed event would hurt: a checkout in progress at every run (it turns
 * active, or abandoned after three hours), one whose payment is due, late or failing
 * (suspended) hourly and when its grace period ends, and a paid-up one daily and again when
 * its next charge falls due.
 */
export function nextReconciliationCheck(subscription: Pick<Subscription, 'status' | 'nextBillingDate' | 'overdueAccessUntil'>, now: Date): Date {
  const at = (delayMs: number) => new Date(now.getTime() + delayMs);
  if (subscription.status === 'pending') return now;
  const accessEnds = subscription.overdueAccessUntil;
  if (accessEnds !== null) return new Date(Math.max(now.getTime(), Math.min(accessEnds.getTime(), at(HOUR_MS).getTime())));
  const nextCharge = subscription.nextBillingDate;
  if (subscription.status !== 'active' || nextCharge === null || nextCharge.getTime() <= now.getTime()) return at(HOUR_MS);
  return new Date(Math.min(nextCharge.getTime(), at(DAY_MS).getTime()));
}

/** Approved at PayPal, its first payment still being collected: shown as "Payment pending" (approvedAt as a Date, or its JSON string). */
export function isPaymentPending(subscription: { status: SubscriptionStatus; approvedAt: Date | string | null }): boolean {
  return subscription.status === 'pending' && subscription.approvedAt !== null;
}
