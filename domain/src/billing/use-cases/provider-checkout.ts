import type { BillingType, PaidPlanId } from '../../catalog/plan.types';
import type { PaymentProviderPort } from '../../ports/payment.port';
import type { ClockPort } from '../../shared/clock.port';
import type { TokenGeneratorPort } from '../../shared/token-generator.port';
import type { ProviderPlanIds } from '../provider-plan-ids';
import { providerTaxOf, type CheckoutTax } from '../tax/checkout-tax';
import { isLiveSubscription, isPaymentPending, type Subscription } from '../subscription.entity';
import type { SubscriptionRepositoryPort } from '../subscription.repository.port';
import { subscriptionExistsError } from './billing-errors';

export interface CreatedSubscription {
  /** Our subscription id (GET /api/subscriptions/:id). */
  subscriptionId: string;
  /** PayPal's `approve` link, where the browser goes next. */
  approvalUrl: string;
}

/** What a checkout at the provider needs: checkout and resume open one the same way. */
export interface ProviderCheckoutDeps {
  subscriptions: SubscriptionRepositoryPort;
  payments: PaymentProviderPort;
  planIds: ProviderPlanIds;
  tokens: TokenGeneratorPort;
  clock: ClockPort;
  origin: string;
  tax: CheckoutTax;
}

export interface ProviderCheckout {
  userId: string;
  plan: PaidPlanId;
  billingType: BillingType;
  /** Where PayPal sends a buyer who cancels on its page (a path on this site). */
  cancelPath: string;
  /** A resumed subscription: the licence it takes over, and when PayPal first charges it. */
  continuation?: { licenseId: string; startTime: Date };
}

/**
 * An account whose subscription PayPal still bills (active or suspended), or whose approved
 * first payment is still being collected, gets 409 SUBSCRIPTION_EXISTS: a second one would
 * charge twice.
 */
export function assertNothingBilled(held: readonly Subscription[]): void {
  if (held.some((subscription) => isLiveSubscription(subscription) || isPaymentPending(subscription))) throw subscriptionExistsError();
}

/**
 * Stores a `pending` subscription with the provider plan id for the plan and billing type,
 * then creates it at the provider with our id as `custom_id` (and the request id
 * `pf-create-<id>`), returning to `/success?plan=…&billingType=…`. Where VAT applies to the
 * buyer, PayPal is asked to add it to every payment.
 */
export async function openProviderCheckout(deps: ProviderCheckoutDeps, checkout: ProviderCheckout): Promise<CreatedSubscription> {
  const now = deps.clock.now();
  const treatment = await deps.tax.treatmentFor(checkout.userId);
  const subscription: Subscription = {
    id: deps.tokens.newId(),
    userId: checkout.userId,
    paypalSubscriptionId: null,
    paypalPlanId: deps.planIds[checkout.plan][checkout.billingType],
    plan: checkout.plan,
    billingType: checkout.billingType,
    status: 'pending',
    startDate: now,
    endDate: null,
    nextBillingDate: null,
    lastPaymentAt: null,
    nextCheckAt: null,
    paidCycles: 0,
    overdueAccessUntil: null,
    approvedAt: null,
    continuesLicenseId: checkout.continuation?.licenseId ?? null,
    taxBasisPoints: treatment.kind === 'standard' ? treatment.basisPoints : 0,
    planChange: null,
    scheduledChange: null,
    createdAt: now,
    updatedAt: now,
  };
  await deps.subscriptions.create(subscription);

  const query = `plan=${encodeURIComponent(checkout.plan)}&billingType=${encodeURIComponent(checkout.billingType)}`;
  const created = await deps.payments.createSubscription({
    planId: subscription.paypalPlanId,
    customId: subscription.id,
    returnUrl: `${deps.origin}/success?${query}`,
    cancelUrl: `${deps.origin}${checkout.cancelPath}`,
    requestId: `pf-create-${subscription.id}`,
    ...(checkout.continuation && { startTime: checkout.continuation.startTime }),
    ...providerTaxOf(treatment),
  });
  await deps.subscriptions.update({ ...subscription, paypalSubscriptionId: created.id, updatedAt: deps.clock.now() });
  return { subscriptionId: subscription.id, approvalUrl: created.approvalUrl };
}
