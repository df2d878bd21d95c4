import { addCalendarMonthsUtc, DAY_MS } from '../shared/time';
import { getPlan, priceFor } from '../catalog/plans';
import { PAID_PLAN_IDS, type BillingType, type PaidPlanId } from '../catalog/plan.types';
import type { ProviderAmount } from '../ports/payment.port';
import { ratePercent } from './tax/checkout-tax';
import { chargeFor, type ChargeAmounts, type TaxTreatment } from './tax/vat';

/**
 * PayPal applies a subscription's new price only to billing cycles due more than this long
 * after the change (PATCH /v1/billing/subscriptions/{id}: "any price update will not impact
 * billing cycles within next 10 days").
 */
export const PRICE_CHANGE_NOTICE_MS = 10 * DAY_MS;

/** A plan and how often it is billed. */
export interface PlanChoice {
  plan: PaidPlanId;
  billingType: BillingType;
}

/**
 * `upgrade`: a higher tier, or monthly to annual of the same tier; it takes effect as soon as
 * its prorated difference is paid. `downgrade`: a lower tier, or annual to monthly; it takes
 * effect at the end of the paid period, and nothing is charged for it now.
 */
export type PlanChangeKind = 'upgrade' | 'downgrade';

/**
 * What is charged now, in cents: the prorated price (prorateUpgrade), the VAT on it where the
 * subscription's treatment is `standard` (as its payments carry it), and their total, which
 * is `dueNow`. `ratePercent` is 0 when no VAT is charged.
 */
export interface PlanChangeCharge extends ChargeAmounts {
  treatment: TaxTreatment['kind'];
  ratePercent: number;
}

/** What changing plan costs, before anything is charged. */
export interface PlanChangeQuote {
  kind: PlanChangeKind;
  from: PlanChoice;
  to: PlanChoice;
  /** Charged now as a one-time order, VAT included (zero for a downgrade): dueNowCharge.totalCents. */
  dueNow: ProviderAmount;
  /** dueNow's parts: the prorated price and the VAT on it. */
  dueNowCharge: PlanChangeCharge;
  /** When the licence changes plan and seats: now for an upgrade, the end of a paid period for a downgrade (see downgradeEffectiveAt). */
  effectiveAt: Date;
  /** What the subscription is billed from its next billing date on: the new plan's price per period. */
  nextCharge: { amount: ProviderAmount; at: Date };
  /** Seats (people) of the new plan. */
  seats: number;
  /** Computers the owner keeps on the new plan: its devices per seat (see scheduleDowngrade). */
  devices: number;
}

/** Higher tiers come later in PAID_PLAN_IDS (Standard, Professional, Enterprise). */
function tier(plan: PaidPlanId): number {
  return PAID_PLAN_IDS.indexOf(plan);
}

export function planChangeKind(from: PlanChoice, to: PlanChoice): PlanChangeKind {
  if (tier(to.plan) < tier(from.plan)) return 'downgrade';
  if (from.billingType === 'annual' && to.billingType === 'monthly') return 'downgrade';
  return 'upgrade';
}

export function isSamePlan(from: PlanChoice, to: PlanChoice): boolean {
  return from.plan === to.plan && from.billingType === to.billingType;
}

/**
 * The prorated price of an upgrade, in cents: the unused part of the paid period is credited
 * against what the new tier costs for that same part. The period runs from one billing date
 * (`paidThrough` less one month or year of the current billing type) to the next
 * (`paidThrough`); its unused part counts whole days left (the day under way counts as
 * used), so a preview and the change made after it the same day agree to the cent:
 *
 *   unused = floor((paidThrough − now) / 1 day) / round((paidThrough − start) / 1 day)
 *   dueNow = round_half_up((price(new tier, current billing type) − price(current)) × unused)
 *
 * So Standard monthly at $75 → Enterprise monthly at $300 with 12 of 30 days left costs
 * (300 − 75) × 12/30 = $90.00 now, then $300 a month. A change of billing period to annual
 * takes effect at the next billing date (PayPal bills the new plan from then), so only the
 * tier difference for the rest of this period is due now; the same tier monthly → annual
 * costs nothing now. Never negative.
 */
export function prorateUpgrade(from: PlanChoice, to: PlanChoice, paidThrough: Date, now: Date): number {
  const start = addCalendarMonthsUtc(paidThrough, from.billingType === 'annual' ? -12 : -1);
  const periodDays = Math.round((paidThrough.getTime() - start.getTime()) / DAY_MS);
  const unusedDays = Math.min(Math.max(Math.floor((paidThrough.getTime() - now.getTime()) / DAY_MS), 0), periodDays);
  const differenceCents = cents(priceFor(getPlan(to.plan), from.billingType)) - cents(priceFor(getPlan(from.plan), from.billingType));
  if (differenceCents <= 0 || unusedDays === 0) return 0;
  return Math.floor((differenceCents * unusedDays) / periodDays + 0.5);
}

/**
 * When a downgrade to a lower tier of the same billing period, scheduled at `now`, takes effect: at the end of the paid period, the first
 * billing date PayPal will bill at the new price. One less than PRICE_CHANGE_NOTICE_MS away
 * is billed at the old price still, so the change waits for the end of the period after it:
 * the customer keeps what that payment bought.
 */
export function downgradeEffectiveAt(paidThrough: Date, billingType: BillingType, now: Date): Date {
  if (paidThrough.getTime() - now.getTime() > PRICE_CHANGE_NOTICE_MS) return paidThrough;
  return addCalendarMonthsUtc(paidThrough, billingType === 'annual' ? 12 : 1);
}

/**
 * The quote for changing `from` to `to` on a subscription paid through `paidThrough`, seen at
 * `now`, for a customer whose charges are taxed as `treatment`.
 */
export function quotePlanChange(from: PlanChoice, to: PlanChoice, paidThrough: Date, now: Date, treatment: TaxTreatment): PlanChangeQuote {
  const kind = planChangeKind(from, to);
  const charge = chargeFor(kind === 'upgrade' ? prorateUpgrade(from, to, paidThrough, now) : 0, treatment);
  // Another billing period is a revision to another PayPal plan, billed from the next billing date whatever the notice.
  const effectiveAt = kind === 'upgrade' ? now : from.billingType === to.billingType ? downgradeEffectiveAt(paidThrough, from.billingType, now) : paidThrough;
  return {
    kind,
    from,
    to,
    dueNow: usd(charge.totalCents),
    dueNowCharge: { ...charge, treatment: treatment.kind, ratePercent: ratePercent(treatment.basisPoints) },
    effectiveAt,
    nextCharge: { amount: planPrice(to), at: kind === 'upgrade' ? paidThrough : effectiveAt },
    seats: getPlan(to.plan).seats,
    devices: getPlan(to.plan).devicesPerSeat,
  };
}

/** What `choice` costs per billing period, as PayPal bills it. */
export function planPrice(choice: PlanChoice): ProviderAmount {
  return usd(cents(priceFor(getPlan(choice.plan), choice.billingType)));
}

function cents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** Whole cents as PayPal writes dollars: 9000 is "90.00". */
export function usd(amountCents: number): ProviderAmount {
  return { value: (amountCents / 100).toFixed(2), currency: 'USD' };
}
