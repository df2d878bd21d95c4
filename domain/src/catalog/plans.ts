import { addCalendarMonthsUtc } from '../shared/time';
import { TRIAL_DAYS } from './constants';
import { formatUsd } from './format';
import { BILLING_TYPES, PAID_PLAN_IDS, type BillingType, type LicensePlan, type PaidPlanId } from './plan.types';

/**
 * What the pricing and checkout cards print under the price when billed annually:
 * the monthly saving as an amount, or the Enterprise "free licence" line.
 */
export type PlanSavingsNote = 'monthly-saving' | 'free-license' | null;

export interface Plan<Id extends LicensePlan = LicensePlan> {
  readonly id: Id;
  readonly name: string;
  readonly description: string;
  /** US dollars charged each month on monthly billing. */
  readonly monthlyPrice: number;
  /** US dollars charged once a year on annual billing (the yearly total). */
  readonly annualPrice: number;
  readonly features: readonly string[];
  /** Gets the most-popular badge and the larger card. */
  readonly isPopular: boolean;
  /** People the licence covers: the owner (the buyer) and the members the owner invites. */
  readonly seats: number;
  /** Computers each of those people may activate the licence on. */
  readonly devicesPerSeat: number;
  /** The landing page's pricing section lists Trial, Standard and Enterprise. */
  readonly shownInPricingSection: boolean;
  /** Paid plans the checkout accepts. */
  readonly availableAtCheckout: boolean;
  readonly savingsNote: PlanSavingsNote;
}

export type PaidPlan = Plan<PaidPlanId>;
export type TrialPlan = Plan<'trial'>;

function definePlan<Id extends LicensePlan>(plan: Plan<Id>): Plan<Id> {
  return Object.freeze({ ...plan, features: Object.freeze([...plan.features]) });
}

/** The plan catalogue (SITE-SPEC section 9), in US dollars. */
export const PLANS: { readonly [Id in LicensePlan]: Plan<Id> } = Object.freeze({
  trial: definePlan({
    id: 'trial',
    name: 'Trial',
    description: `Try every tool free for ${TRIAL_DAYS} days.`,
    monthlyPrice: 0,
    annualPrice: 0,
    features: [`Free for ${TRIAL_DAYS} days`, 'Full access', 'Single user', '1 device', 'No credit card required', 'Email support'],
    isPopular: false,
    seats: 1,
    devicesPerSeat: 1,
    shownInPricingSection: true,
    availableAtCheckout: false,
    savingsNote: null,
  }),
  standard: definePlan({
    id: 'standard',
    name: 'Standard',
    description: 'Everything a single professional needs.',
    monthlyPrice: 75,
    annualPrice: 720,
    features: ['Single user license', '2 devices', 'Full access', 'Email support', 'Monthly recurring subscription'],
    isPopular: false,
    seats: 1,
    devicesPerSeat: 2,
    shownInPricingSection: true,
    availableAtCheckout: true,
    savingsNote: 'monthly-saving',
  }),
  professional: definePlan({
    id: 'professional',
    name: 'Professional',
    description: 'Advanced analytics and priority support for power users.',
    monthlyPrice: 99,
    annualPrice: 1188,
    features: ['Single user license', '2 devices', 'All processing tools', '20GB cloud storage', 'Priority email and phone support', 'Advanced analytics'],
    isPopular: true,
    seats: 1,
    devicesPerSeat: 2,
    shownInPricingSection: false,
    availableAtCheckout: true,
    savingsNote: null,
  }),
  enterprise: definePlan({
    id: 'enterprise',
    name: 'Enterprise',
    description: 'Five licenses for your team.',
    monthlyPrice: 300,
    annualPrice: 2880,
    features: ['5 user licenses', '2 devices per user', 'Full access', 'Priority email support', 'Can suggest tool implementation requests'],
    isPopular: false,
    seats: 5,
    devicesPerSeat: 2,
    shownInPricingSection: true,
    availableAtCheckout: true,
    savingsNote: 'free-license',
  }),
});

/** Every plan, cheapest first. */
export const PLAN_LIST: readonly Plan[] = Object.freeze([PLANS.trial, PLANS.standard, PLANS.professional, PLANS.enterprise]);
export const PAID_PLANS: readonly PaidPlan[] = Object.freeze(PAID_PLAN_IDS.map((id) => PLANS[id]));
/** The three cards of the landing page's pricing section. */
export const PRICING_SECTION_PLANS: readonly Plan[] = Object.freeze(PLAN_LIST.filter((plan) => plan.shownInPricingSection));
export const CHECKOUT_PLANS: readonly PaidPlan[] = Object.freeze(PAID_PLANS.filter((plan) => plan.availableAtCheckout));

export function isPaidPlanId(value: unknown): value is PaidPlanId {
  return typeof value === 'string' && (PAID_PLAN_IDS as readonly string[]).includes(value);
}

export function isBillingType(value: unknown): value is BillingType {
  return typeof value === 'string' && (BILLING_TYPES as readonly string[]).includes(value);
}

/** The plan of a licence (a dashboard row). */
export function getPlan<Id extends LicensePlan>(id: Id): Plan<Id> {
  return PLANS[id];
}

/** The paid plan a checkout route or request names, or null for anything else (trial included). */
export function findPaidPlan(id: string): PaidPlan | null {
  const plan = isPaidPlanId(id) ? PLANS[id] : null;
  return plan && plan.availableAtCheckout ? plan : null;
}

/** What one billing period costs: the monthly price, or the yearly total. */
export function priceFor(plan: Plan, billingType: BillingType): number {
  return billingType === 'annual' ? plan.annualPrice : plan.monthlyPrice;
}

function roundToCents(amount: number): number {
  return Math.round(amount * 100) / 100;
}

/** The annual total spread over twelve months (Standard: 720 a year is 60 a month). */
export function annualMonthlyEquivalent(plan: Plan): number {
  return roundToCents(plan.annualPrice / 12);
}

/** round((12 × monthly − annual) / (12 × monthly) × 100); 0 for a free plan. */
export function annualSavingPercent(plan: Plan): number {
  const twelveMonths = 12 * plan.monthlyPrice;
  if (twelveMonths === 0) return 0;
  return Math.round(((twelveMonths - plan.annualPrice) / twelveMonths) * 100);
}

/** Dollars a month saved by paying annually (Standard: 75 − 60 = 15). */
export function monthlySavingAmount(plan: Plan): number {
  return roundToCents(plan.monthlyPrice - annualMonthlyEquivalent(plan));
}

/** The savings line a plan card shows, or null when the plan shows none. */
export function savingsDisplayText(plan: Plan): string | null {
  switch (plan.savingsNote) {
    case 'monthly-saving':
      return `Save ${formatUsd(monthlySavingAmount(plan))} per month`;
    case 'free-license':
      return 'Get 1 free license';
    case null:
      return null;
  }
}

/** End of a paid period that starts at `start`: one calendar month, or one year, later (UTC). */
export function billingPeriodEnd(start: Date, billingType: BillingType): Date {
  return addCalendarMonthsUtc(start, billingType === 'annual' ? 12 : 1);
}
