import { REGULAR_CYCLE_PRICE_PATH, SUBSCRIPTION_PREFERENCE_PATHS } from '../paypal-plan-preferences';
import { patchedPreferences } from './catalog';
import { requestedTaxes } from './create-request';
import { SimulatorError, invalidRequest, missingParameter, notFound, unprocessable, UNKNOWN_REFERENCE } from './errors';
import { SubscriptionState } from './subscription-state';
import type { SimulatedSubscription } from './types';
import { addMonths, paypalId, toCents, usd } from './values';

/** PayPal's attempts at one billing cycle: on its due date, then retries on day 5 and day 10. */
export const ATTEMPTS_PER_CYCLE = 3;

/**
 * What PayPal does over a subscription's life once it is paid: renewals taken or failing
 * (retries, suspension), the merchant's capture of the outstanding balance, re-activation,
 * patches of its preferences and price, and revisions to another plan.
 */
export class SubscriptionBilling extends SubscriptionState {
  /** PayPal-Request-Id of each capture taken: a retry is answered as the first was, and charges nothing more. */
  private readonly capturedRequestIds = new Set<string>();

  /**
   * One of PayPal's attempts at the due renewal fails; returns which (1: the due date, 2: the
   * day-5 retry, 3: the day-10 retry). As at PayPal, a cycle counts one failed payment
   * (`failed_payments_count`) however many attempts it takes, and adds its price to the
   * outstanding balance once; `next_billing_time` stays on the due date meanwhile. When the
   * last retry fails the cycle is over: at the payment failure threshold the subscription is
   * SUSPENDED; below it (or with no threshold, 0) the next cycle falls due one period on,
   * its unpaid predecessor left in the balance, which auto_bill_outstanding bills with it.
   */
  failRenewal(id: string): number {
    const subscription = this.paid(id);
    const info = subscription.billing_info;
    const now = new Date().toISOString();
    const price = toCents(this.cyclePrice(subscription, subscription.unpaidCycle?.dueAt ?? info.next_billing_time ?? now));
    if (!subscription.unpaidCycle) {
      subscription.unpaidCycle = { dueAt: info.next_billing_time ?? now, attempts: 0 };
      info.failed_payments_count += 1;
      info.outstanding_balance = usd(toCents(info.outstanding_balance.value) + price);
    }
    const cycle = subscription.unpaidCycle;
    cycle.attempts += 1;
    info.last_failed_payment = { time: now, amount: usd(price) };
    if (cycle.attempts < ATTEMPTS_PER_CYCLE) return cycle.attempts;
    const { payment_failure_threshold: threshold } = this.preferencesOf(subscription);
    if (threshold > 0 && info.failed_payments_count >= threshold) {
      subscription.status = 'SUSPENDED';
      subscription.status_update_time = now;
    } else {
      info.next_billing_time = addMonths(new Date(cycle.dueAt), this.catalog.intervalMonths(subscription.plan_id)).toISOString();
      delete subscription.unpaidCycle;
    }
    return cycle.attempts;
  }

  /**
   * A renewal payment, on time or late (a retry that went through): the due cycle's price is
   * taken, plus the outstanding balance of earlier cycles when the plan auto-bills it;
   * next_billing_time moves one period past the cycle paid, last_payment is now, the failure
   * count is cleared, and a SUSPENDED subscription is ACTIVE again. PayPal never bills a CANCELLED or EXPIRED one: asking throws.
   */
  recordRenewal(id: string): void {
    const subscription = this.paid(id);
    if (subscription.status === 'CANCELLED' || subscription.status === 'EXPIRED') {
      throw new Error(`PayPal never bills ${subscription.status} subscription ${id}`);
    }
    const info = subscription.billing_info;
    const due = new Date(subscription.unpaidCycle?.dueAt ?? info.next_billing_time ?? Date.now());
    const price = toCents(this.cyclePrice(subscription, due.toISOString()));
    const earlier = toCents(info.outstanding_balance.value) - (subscription.unpaidCycle ? price : 0);
    const billed = this.preferencesOf(subscription).auto_bill_outstanding ? earlier : 0;
    if (subscription.status === 'SUSPENDED') subscription.status = 'ACTIVE';
    this.payCycle(subscription, due, price + billed, earlier - billed);
  }

  /** POST /v1/billing/subscriptions/{id}/capture, once per PayPal-Request-Id: a retry charges nothing more. */
  captureOnce(subscription: SimulatedSubscription, json: Record<string, unknown>, requestId: string | undefined): void {
    if (requestId !== undefined && this.capturedRequestIds.has(requestId)) return;
    this.capture(subscription, json);
    if (requestId !== undefined) this.capturedRequestIds.add(requestId);
  }

  /**
   * POST /v1/billing/subscriptions/{id}/capture: the merchant collects the outstanding
   * balance, or part of it, now. A capture that leaves less than a cycle's price owed pays
   * the cycle PayPal was failing to collect (its retries stop, the next bill falls one period
   * after its due date); a SUSPENDED subscription stays suspended until the merchant activates it.
   */
  private capture(subscription: SimulatedSubscription, json: Record<string, unknown>): void {
    if (!['ACTIVE', 'SUSPENDED', 'EXPIRED'].includes(subscription.status)) {
      throw unprocessable(
        'SUBSCRIPTION_STATUS_INVALID',
        'Invalid subscription status for capture action; subscription status should be active or suspended or expired.',
      );
    }
    const amount = json.amount as { value?: unknown; currency_code?: unknown } | undefined;
    if (typeof json.note !== 'string') throw invalidRequest(missingParameter('/note'));
    if (json.capture_type !== 'OUTSTANDING_BALANCE') throw invalidRequest(missingParameter('/capture_type'));
    if (typeof amount?.value !== 'string') throw invalidRequest(missingParameter('/amount'));
    const info = subscription.billing_info;
    const balance = toCents(info.outstanding_balance.value);
    if (balance === 0) throw unprocessable('ZERO_OUTSTANDING_BALANCE', 'Current outstanding balance should be greater than zero.');
    if (amount.currency_code !== info.outstanding_balance.currency_code) {
      throw unprocessable('CURRENCY_MISMATCH', 'The currency code is different from the currency of the outstanding balance.');
    }
    const captured = toCents(amount.value);
    if (captured > balance) {
      throw unprocessable('AMOUNT_GREATER_THAN_OUTSTANDING_BALANCE', 'The capture amount can not be greater than the current outstanding balance.');
    }
    const cycle = subscription.unpaidCycle;
    if (cycle && balance - captured < toCents(this.cyclePrice(subscription, cycle.dueAt))) {
      this.payCycle(subscription, new Date(cycle.dueAt), captured, balance - captured);
      return;
    }
    this.takePayment(subscription, new Date(), captured);
    info.outstanding_balance = usd(balance - captured);
    if (balance === captured) info.failed_payments_count = 0;
  }

  /**
   * POST /v1/billing/subscriptions/{id}/activate: the merchant re-activates a SUSPENDED
   * subscription; PayPal refuses while the failures that suspended it stand unpaid.
   */
  activate(subscription: SimulatedSubscription): void {
    if (subscription.status !== 'SUSPENDED') {
      throw unprocessable('SUBSCRIPTION_STATUS_INVALID', 'Invalid subscription status for activate action; subscription status should be suspended.');
    }
    const { payment_failure_threshold: threshold } = this.preferencesOf(subscription);
    if (threshold > 0 && subscription.billing_info.failed_payments_count >= threshold) {
      throw unprocessable('SUBSCRIPTION_CANNOT_BE_ACTIVATED', 'Subscription cannot be activated after payment failure threshold has reached.');
    }
    subscription.status = 'ACTIVE';
    subscription.status_update_time = new Date().toISOString();
  }

  /**
   * PATCH /v1/billing/subscriptions/{id}: of the fields PayPal lets one patch, the simulator
   * keeps the two payment preferences, which `make paypal-setup` sends to subscriptions made
   * under the old plans, and the regular cycle's price, which a scheduled downgrade sets.
   */
  patchSubscription(subscription: SimulatedSubscription, body: unknown): void {
    if (subscription.status !== 'ACTIVE' && subscription.status !== 'SUSPENDED') {
      throw unprocessable(
        'SUBSCRIPTION_STATUS_INVALID',
        'Invalid subscription status for patch action; subscription status should be either active or suspended.',
      );
    }
    const operations = Array.isArray(body) ? (body as Array<{ op?: unknown; path?: unknown; value?: unknown }>) : [];
    const priceOperations = operations.filter((operation) => operation.path === REGULAR_CYCLE_PRICE_PATH);
    const preferenceOperations = operations.filter((operation) => operation.path !== REGULAR_CYCLE_PRICE_PATH);
    // With no price in it, the whole body goes to patchedPreferences, which answers PayPal's 400 for an empty or malformed one.
    if (priceOperations.length === 0) subscription.preferences = patchedPreferences(this.preferencesOf(subscription), body, SUBSCRIPTION_PREFERENCE_PATHS);
    else if (preferenceOperations.length > 0)
      subscription.preferences = patchedPreferences(this.preferencesOf(subscription), preferenceOperations, SUBSCRIPTION_PREFERENCE_PATHS);
    for (const operation of priceOperations) {
      subscription.priceOverrides = [
        ...(subscription.priceOverrides ?? []),
        { value: patchedPrice(operation), from: new Date(Date.now() + PRICE_NOTICE_MS).toISOString() },
      ];
    }
    subscription.plan_overridden = true;
  }

  /**
   * POST /v1/billing/subscriptions/{id}/revise with a new `plan_id`: PayPal answers the
   * revision with an `approve` link; the plan changes only once the buyer consents there
   * (`approveRevision`), and is billed from the next billing time on (that time is kept). A
   * repeated PayPal-Request-Id answers the revision it asked for, while it waits. As PayPal's
   * revise carries no override over, the plan override `taxes` is the revision's own (none
   * unless it sends `plan.taxes` again).
   */
  revise(subscription: SimulatedSubscription, json: Record<string, unknown>, requestId: string | undefined): Record<string, unknown> {
    const context = (json.application_context ?? {}) as Record<string, unknown>;
    if (typeof json.plan_id !== 'string') throw invalidRequest(missingParameter('/plan_id'));
    if (typeof context.return_url !== 'string' || typeof context.cancel_url !== 'string') {
      throw invalidRequest(missingParameter(typeof context.return_url !== 'string' ? '/application_context/return_url' : '/application_context/cancel_url'));
    }
    if (!this.catalog.has(json.plan_id)) throw notFound(UNKNOWN_REFERENCE);
    const taxes = requestedTaxes(json.plan);
    if (subscription.status !== 'ACTIVE') {
      throw unprocessable('SUBSCRIPTION_STATUS_INVALID', 'Invalid subscription status for revise action; subscription status should be active.');
    }
    const repeated = requestId !== undefined && subscription.pendingRevision?.requestId === requestId;
    const baToken = repeated ? subscription.pendingRevision!.baToken : paypalId('BA-', 17);
    subscription.pendingRevision = { planId: json.plan_id, baToken, returnUrl: context.return_url, cancelUrl: context.cancel_url, requestId, taxes };
    return {
      plan_id: json.plan_id,
      plan_overridden: taxes !== undefined,
      links: [
        { href: `${this.baseUrl}/checkoutnow?ba_token=${baToken}`, rel: 'approve', method: 'GET' },
        { href: `${this.baseUrl}/v1/billing/subscriptions/${subscription.id}`, rel: 'self', method: 'GET' },
      ],
    };
  }

  /** The buyer consents to the revision: the subscription is on the new plan; returns where the browser goes. */
  approveRevision(id: string): string {
    const subscription = this.mustGet(id);
    const revision = subscription.pendingRevision;
    if (!revision) throw new SimulatorError(404, 'RESOURCE_NOT_FOUND', 'No revision waits for approval');
    delete subscription.pendingRevision;
    delete subscription.priceOverrides;
    if (revision.taxes) subscription.taxes = revision.taxes;
    else delete subscription.taxes;
    subscription.plan_id = revision.planId;
    subscription.status_update_time = new Date().toISOString();
    const url = new URL(revision.returnUrl);
    url.searchParams.set('subscription_id', subscription.id);
    url.searchParams.set('ba_token', revision.baToken);
    return url.toString();
  }

  protected cancelRevision(id: string): string {
    const subscription = this.mustGet(id);
    const revision = subscription.pendingRevision!;
    delete subscription.pendingRevision;
    return revision.cancelUrl;
  }
}

/** PayPal leaves the cycles due within this long of a price change at the old price. */
const PRICE_NOTICE_MS = 10 * 24 * 60 * 60 * 1000;

/** The USD price an `add` or `replace` of REGULAR_CYCLE_PRICE_PATH sets; PayPal's 400 issues for anything else. */
function patchedPrice(operation: { op?: unknown; path?: unknown; value?: unknown }): string {
  const at = { field: REGULAR_CYCLE_PRICE_PATH, location: 'body' as const };
  if (operation.op !== 'replace' && operation.op !== 'add') {
    throw invalidRequest({ ...at, issue: 'UNSUPPORTED_PATCH_OPERATION', description: 'The specified patch operation not supported for this field.' });
  }
  const price = operation.value as { currency_code?: unknown; value?: unknown } | undefined;
  if (price?.currency_code !== 'USD' || typeof price.value !== 'string' || !/^\d+\.\d{2}$/.test(price.value)) {
    throw invalidRequest({ ...at, issue: 'INVALID_PARAMETER_VALUE', description: 'The value of a field is invalid.' });
  }
  return price.value;
}
