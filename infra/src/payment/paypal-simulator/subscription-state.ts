import type { PaymentPreferences } from '../paypal-plan-preferences';
import { SimulatorCatalog } from './catalog';
import { invalidRequest, missingParameter, notFound, unprocessable, NO_SUCH_RESOURCE, UNKNOWN_REFERENCE } from './errors';
import { requestedStartTime, requestedTaxes } from './create-request';
import type { Money, SimulatedBillingInfo, SimulatedSale, SimulatedSubscription } from './types';
import { addMonths, paypalId, regularCycles, toCents, usd } from './values';

/**
 * The subscriptions at PayPal and the payments taken for them: creation, the buyer's
 * approval, the first payment, changes made at PayPal, and the cycle paid. Renewals, refunds
 * and the HTTP routes build on it (`SubscriptionBilling`, `SalesState`, `SimulatorRoutes`).
 */
export class SubscriptionState {
  readonly subscriptions = new Map<string, SimulatedSubscription>();
  /** Every payment, in the order taken. */
  readonly sales = new Map<string, SimulatedSale>();
  protected readonly catalog = new SimulatorCatalog();
  readonly products = this.catalog.products;
  readonly plans = this.catalog.plans;
  /** Where the approval page lives: the server's own URL once listening. */
  baseUrl = '';
  /** PayPal-Request-Id of each create, and the subscription it made: a retry gets the same one. */
  private readonly createdByRequestId = new Map<string, string>();

  /**
   * The buyer clicks Approve; returns where the browser goes. As at PayPal, the subscription
   * is APPROVED, not yet paid: PayPal takes the first payment moments later, and only then is
   * it ACTIVE. Here that payment is taken on an API call about the subscription (a read, a
   * cancel) once `callsBeforePayment` calls have still found it APPROVED, or as soon as a test
   * control needs it paid (`latestSale`, `signedEvent`, renewals). With `paymentDeclines` (the
   * approval page's "payment declines" choice) PayPal tries the first payment at once and
   * cannot take it (`declineFirstPayment`): APPROVED, nothing paid, until `collectPayment`.
   */
  approve(id: string, { paymentDeclines = false, callsBeforePayment = 0 }: { paymentDeclines?: boolean; callsBeforePayment?: number } = {}): string {
    const subscription = this.mustGet(id);
    const now = new Date().toISOString();
    if (Date.parse(subscription.start_time) > Date.parse(now)) return this.approveDeferred(subscription);
    subscription.status = 'APPROVED';
    subscription.start_time = now;
    subscription.status_update_time = now;
    subscription.firstPayment = { declines: paymentDeclines, callsLeft: callsBeforePayment };
    if (paymentDeclines) this.declineFirstPayment(subscription);
    return this.returnUrlOf(subscription);
  }

  /**
   * Approval of a subscription created with a `start_time` in the future: as at PayPal it is
   * ACTIVE at once with nothing paid (no `last_payment`, 0 cycles completed), billed first
   * at `next_billing_time` = its start time. That first payment is taken when a test says the
   * time has come: `recordRenewal`.
   */
  private approveDeferred(subscription: SimulatedSubscription): string {
    subscription.status = 'ACTIVE';
    subscription.status_update_time = new Date().toISOString();
    subscription.billing_info.next_billing_time = subscription.start_time;
    return this.returnUrlOf(subscription);
  }

  private returnUrlOf(subscription: SimulatedSubscription): string {
    const url = new URL(subscription.returnUrl);
    url.searchParams.set('subscription_id', subscription.id);
    url.searchParams.set('ba_token', subscription.baToken);
    url.searchParams.set('token', subscription.baToken);
    return url.toString();
  }

  /**
   * The first payment of an APPROVED subscription is taken now, a declined one too (the buyer
   * fixed the card): ACTIVE, paid, billed again one period on.
   */
  collectPayment(id: string): void {
    this.takeFirstPayment(this.mustGet(id));
  }

  /** The merchant re-activates a SUSPENDED subscription at PayPal (BILLING.SUBSCRIPTION.RE-ACTIVATED). */
  reactivate(id: string): void {
    const subscription = this.mustGet(id);
    subscription.status = 'ACTIVE';
    subscription.status_update_time = new Date().toISOString();
  }

  /** Only the APPROVED step, with no first payment scheduled: APPROVED until `collectPayment`. */
  markApproved(id: string): void {
    const subscription = this.mustGet(id);
    subscription.status = 'APPROVED';
    delete subscription.firstPayment;
  }

  /** A cancellation made at PayPal (the buyer's PayPal account page), with no call from us. */
  cancelAtProvider(id: string): void {
    const subscription = this.mustGet(id);
    subscription.status = 'CANCELLED';
    subscription.status_update_time = new Date().toISOString();
  }

  /** A change made at PayPal: a revision to another plan. */
  changePlan(id: string, planId: string): void {
    this.mustGet(id).plan_id = planId;
  }

  /** The payment preferences in force: patched onto the subscription, else its plan's (PointForge's for the simulator's own plans). */
  preferencesOf(subscription: SimulatedSubscription): PaymentPreferences {
    return subscription.preferences ?? this.catalog.preferencesOf(subscription.plan_id);
  }

  /** POST /v1/billing/subscriptions: APPROVAL_PENDING, with an `approve` link; a repeated PayPal-Request-Id answers the same one. */
  createSubscription(json: Record<string, unknown>, requestId: string | undefined): SimulatedSubscription {
    const context = (json.application_context ?? {}) as Record<string, unknown>;
    if (typeof json.plan_id !== 'string' || typeof context.return_url !== 'string' || typeof context.cancel_url !== 'string') {
      const missing =
        typeof json.plan_id !== 'string'
          ? '/plan_id'
          : typeof context.return_url !== 'string'
            ? '/application_context/return_url'
            : '/application_context/cancel_url';
      throw invalidRequest(missingParameter(missing));
    }
    const earlier = requestId === undefined ? undefined : this.subscriptions.get(this.createdByRequestId.get(requestId) ?? '');
    if (earlier) return earlier;
    if (!this.catalog.has(json.plan_id)) {
      // No such plan (a typo, or a sandbox plan id used live): PayPal answers 404, whose
      // schema is the operation's `default` (billing_subscriptions_v1 lists no 422 issue for it).
      throw notFound(UNKNOWN_REFERENCE);
    }
    if (this.catalog.inactivePlans.has(json.plan_id)) {
      throw unprocessable('PLAN_STATUS_INVALID', 'Invalid plan status for subscription creation; plan status should be active.');
    }
    const taxes = requestedTaxes(json.plan);
    const now = new Date().toISOString();
    const subscription: SimulatedSubscription = {
      id: paypalId('I-', 12),
      status: 'APPROVAL_PENDING',
      plan_id: json.plan_id,
      custom_id: typeof json.custom_id === 'string' ? json.custom_id : '',
      start_time: requestedStartTime(json.start_time) ?? now,
      create_time: now,
      status_update_time: now,
      billing_info: { ...this.settled(), cycle_executions: [regularCycles(0)] },
      returnUrl: context.return_url,
      cancelUrl: context.cancel_url,
      baToken: paypalId('BA-', 17),
      ...(taxes && { taxes, plan_overridden: true }),
    };
    this.subscriptions.set(subscription.id, subscription);
    if (requestId !== undefined) this.createdByRequestId.set(requestId, subscription.id);
    return subscription;
  }

  /** POST /v1/billing/subscriptions/{id}/cancel: only an ACTIVE or SUSPENDED subscription can be cancelled. */
  cancel(subscription: SimulatedSubscription): void {
    if (subscription.status !== 'ACTIVE' && subscription.status !== 'SUSPENDED') {
      throw unprocessable('SUBSCRIPTION_STATUS_INVALID', 'Invalid subscription status for cancel action; subscription status should be active or suspended.');
    }
    subscription.status = 'CANCELLED';
    subscription.status_update_time = new Date().toISOString();
  }

  /** Where the approval page's Cancel sends the buyer. */
  protected cancelRedirect(subscription: SimulatedSubscription): string {
    const url = new URL(subscription.cancelUrl);
    url.searchParams.set('token', subscription.baToken);
    return url.toString();
  }

  /**
   * An API call about the subscription: a first payment scheduled at approval is taken once
   * the calls that still find it APPROVED are spent.
   */
  protected onCall(subscription: SimulatedSubscription): SimulatedSubscription {
    const pending = subscription.firstPayment;
    if (!pending || !this.firstPaymentDue(subscription)) return subscription;
    if (pending.callsLeft > 0) pending.callsLeft -= 1;
    else this.takeFirstPayment(subscription);
    return subscription;
  }

  /** The subscription with its scheduled first payment taken: test controls act on what PayPal shows moments after approval. */
  protected paid(id: string): SimulatedSubscription {
    const subscription = this.mustGet(id);
    if (this.firstPaymentDue(subscription)) this.takeFirstPayment(subscription);
    return subscription;
  }

  /** Approved with a first payment that will go through (not declining, not merely marked approved). */
  private firstPaymentDue(subscription: SimulatedSubscription): boolean {
    return subscription.status === 'APPROVED' && subscription.firstPayment?.declines === false;
  }

  /**
   * PayPal could not take the first payment (the buyer's card was refused): as PayPal reports
   * it, one failed payment (`failed_payments_count`), the attempt in `last_failed_payment`
   * with `reason_code` PAYMENT_DENIED, the amount outstanding, nothing in `last_payment`.
   */
  private declineFirstPayment(subscription: SimulatedSubscription): void {
    const amount = { currency_code: 'USD', value: this.cyclePrice(subscription, new Date().toISOString()) };
    const info = subscription.billing_info;
    info.failed_payments_count += 1;
    info.outstanding_balance = amount;
    info.last_failed_payment = { time: new Date().toISOString(), amount, reason_code: 'PAYMENT_DENIED' };
  }

  /** PayPal activates the subscription by taking its first payment; the next is due one period on. */
  private takeFirstPayment(subscription: SimulatedSubscription): void {
    const now = new Date();
    delete subscription.firstPayment;
    subscription.status = 'ACTIVE';
    subscription.status_update_time = now.toISOString();
    this.payCycle(subscription, now, toCents(this.cyclePrice(subscription, now.toISOString())));
  }

  /**
   * The cycle due at `due` is paid now with `amountCents` (its price, plus whatever balance
   * was billed with it): one more REGULAR cycle completed, `last_payment` now, no failures,
   * `remainingCents` still outstanding, the next bill one period after `due`.
   */
  protected payCycle(subscription: SimulatedSubscription, due: Date, amountCents: number, remainingCents = 0): void {
    const completed = (subscription.billing_info.cycle_executions?.[0]?.cycles_completed ?? 0) + 1;
    delete subscription.unpaidCycle;
    subscription.billing_info = {
      ...this.settled(),
      outstanding_balance: usd(remainingCents),
      cycle_executions: [regularCycles(completed)],
      next_billing_time: addMonths(due, this.catalog.intervalMonths(subscription.plan_id)).toISOString(),
      last_payment: this.takePayment(subscription, new Date(), amountCents),
    };
  }

  /** A payment of `amountCents`, recorded as a sale; returns it as `last_payment`. */
  protected takePayment(subscription: SimulatedSubscription, time: Date, amountCents: number): { time: string; amount: Money } {
    const sale: SimulatedSale = {
      id: paypalId('', 17),
      state: 'completed',
      amount: { total: usd(amountCents).value, currency: 'USD' },
      billing_agreement_id: subscription.id,
      parent_payment: paypalId('PAYID-', 24),
      create_time: time.toISOString(),
      update_time: time.toISOString(),
      refundedCents: 0,
    };
    this.sales.set(sale.id, sale);
    return { time: sale.create_time, amount: { currency_code: sale.amount.currency, value: sale.amount.total } };
  }

  /** billing_info with nothing owed and no failures. */
  private settled(): SimulatedBillingInfo {
    return { outstanding_balance: { currency_code: 'USD', value: '0.00' }, failed_payments_count: 0 };
  }

  protected saleView(sale: SimulatedSale): Record<string, unknown> {
    const { refundedCents: _refunded, ...view } = sale;
    return { ...view, amount: { ...view.amount } };
  }

  protected publicView(subscription: SimulatedSubscription): Record<string, unknown> {
    const {
      returnUrl: _return,
      cancelUrl: _cancel,
      baToken,
      firstPayment: _firstPayment,
      unpaidCycle: _unpaid,
      preferences: _preferences,
      pendingRevision: _revision,
      priceOverrides: _prices,
      taxes: _taxes,
      ...view
    } = subscription;
    return {
      ...view,
      links: [
        { href: `${this.baseUrl}/checkoutnow?ba_token=${baToken}`, rel: 'approve', method: 'GET' },
        { href: `${this.baseUrl}/v1/billing/subscriptions/${subscription.id}`, rel: 'self', method: 'GET' },
      ],
    };
  }

  /**
   * What the cycle due at `dueAt` costs: the latest price a PATCH set that is in force by
   * then, else the plan's; plus the tax of the create request's override when not inclusive.
   */
  protected cyclePrice(subscription: SimulatedSubscription, dueAt: string): string {
    const inForce = (subscription.priceOverrides ?? []).filter((override) => Date.parse(override.from) <= Date.parse(dueAt));
    const price = inForce.at(-1)?.value ?? this.catalog.planPrice(subscription.plan_id);
    const taxes = subscription.taxes;
    if (!taxes || taxes.inclusive) return price;
    const net = toCents(price);
    return usd(net + Math.round((net * Number(taxes.percentage)) / 100)).value;
  }

  protected mustGet(id: string): SimulatedSubscription {
    const subscription = this.subscriptions.get(id);
    if (!subscription) throw notFound(NO_SUCH_RESOURCE);
    return subscription;
  }
}
