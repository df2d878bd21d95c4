import { createHash, createHmac, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BILLING_TYPES, PAID_PLAN_IDS, getPlan, priceFor, type ProviderPlanIds } from '@pointforge/domain';
import {
  PAYPAL_DEFAULT_PAYMENT_PREFERENCES,
  PLAN_PAYMENT_PREFERENCES,
  PLAN_PREFERENCE_PATHS,
  REGULAR_CYCLE_PRICE_PATH,
  SUBSCRIPTION_PREFERENCE_PATHS,
  type PaymentPreferences,
} from './paypal-plan-preferences';

/** What the simulator received on one call, for tests that check the adapter's requests. */
export interface SimulatorRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  /** The JSON body parsed, the form body as text, or null. */
  body: unknown;
}

export interface SimulatedSubscription {
  id: string;
  status: 'APPROVAL_PENDING' | 'APPROVED' | 'ACTIVE' | 'SUSPENDED' | 'CANCELLED' | 'EXPIRED';
  plan_id: string;
  custom_id: string;
  /** When billing starts; PayPal sets it at creation (now, unless the request names a time). */
  start_time: string;
  create_time: string;
  status_update_time: string;
  billing_info: SimulatedBillingInfo;
  /**
   * Not in PayPal's answer: the first payment of an APPROVED subscription, not taken yet.
   * `callsLeft` API calls about the subscription still find it APPROVED; the next one finds
   * the payment taken and the subscription ACTIVE. A declining payment is never taken by
   * itself (`collectPayment`). Absent: nothing scheduled.
   */
  firstPayment?: { declines: boolean; callsLeft: number };
  /**
   * Not in PayPal's answer: the cycle PayPal is failing to collect, due at `dueAt`, and how
   * many of its attempts failed (1 on the due date, 2 after the day-5 retry, 3 after the
   * day-10 one). Cleared when the cycle is paid, or when its last retry failed below the threshold.
   */
  unpaidCycle?: { dueAt: string; attempts: number };
  /** Not in PayPal's answer: payment preferences patched onto this subscription, over its plan's (PayPal keeps them in `plan`). */
  preferences?: PaymentPreferences;
  /**
   * Not in PayPal's answer: the prices PATCHes of `fixed_price` set, over the plan's, oldest
   * first. As PayPal warns, each leaves cycles due within ten days of it alone: it bills
   * cycles due at or after its `from`. A revision to another plan drops them all.
   */
  priceOverrides?: Array<{ value: string; from: string }>;
  /** True once a PATCH has overridden the plan's attributes. */
  plan_overridden?: boolean;
  /** Not in PayPal's answer: a revision to another plan waiting for the buyer's consent on the approval page. */
  pendingRevision?: { planId: string; baToken: string; returnUrl: string; cancelUrl: string; requestId: string | undefined };
  /** Not in PayPal's answer: where the approval page sends the buyer. */
  returnUrl: string;
  cancelUrl: string;
  baToken: string;
}

type Money = { currency_code: string; value: string };

/** billing_subscriptions_v1's `subscription_billing_info` (the fields the simulator keeps). */
export interface SimulatedBillingInfo {
  outstanding_balance: Money;
  failed_payments_count: number;
  next_billing_time?: string;
  last_payment?: { time: string; amount: Money };
  last_failed_payment?: { time: string; amount: Money; reason_code?: 'PAYMENT_DENIED' };
  /** The plan's one REGULAR cycle: `cycles_completed` counts the payments taken. */
  cycle_executions?: CycleExecution[];
}

/** billing_subscriptions_v1's `cycle_execution`, for an endless monthly or annual plan. */
interface CycleExecution {
  tenure_type: 'REGULAR';
  sequence: number;
  cycles_completed: number;
  cycles_remaining: number;
  total_cycles: number;
}

/** PayPal's attempts at one billing cycle: on its due date, then retries on day 5 and day 10. */
export const ATTEMPTS_PER_CYCLE = 3;

/** One payment of a subscription, in PayPal's v1 `sale` shape. */
export interface SimulatedSale {
  id: string;
  state: 'completed' | 'partially_refunded' | 'refunded' | 'reversed';
  amount: { total: string; currency: string };
  billing_agreement_id: string;
  parent_payment: string;
  create_time: string;
  update_time: string;
  /** Not in PayPal's answer: what has been refunded so far, in cents. */
  refundedCents: number;
}

/** A refund of a sale, in PayPal's v1 `refund` shape (the PAYMENT.SALE.REFUNDED resource). */
export interface SimulatedRefund {
  id: string;
  state: 'completed';
  amount: { total: string; currency: string };
  sale_id: string;
  parent_payment: string;
  create_time: string;
  update_time: string;
}

/** A one-time payment (checkout_orders_v2's `order`, intent CAPTURE) with what the simulator keeps of it. */
export interface SimulatedOrder {
  id: string;
  intent: 'CAPTURE';
  status: 'CREATED' | 'APPROVED' | 'COMPLETED';
  purchase_units: Array<{
    reference_id: string;
    amount: Money;
    custom_id?: string;
    description?: string;
    payments?: { captures: Array<{ id: string; status: 'COMPLETED'; amount: Money; final_capture: true; create_time: string; update_time: string }> };
  }>;
  create_time: string;
  update_time: string;
  /** Not in PayPal's answer: where the approval page sends the buyer, and whether the buyer's payment declines at capture. */
  returnUrl: string;
  cancelUrl: string;
  declines: boolean;
}

/** A signed webhook delivery: the headers and raw body PayPal would POST. */
export interface WebhookDelivery {
  headers: Record<string, string>;
  body: string;
  event: { id: string; event_type: string; resource: Record<string, unknown> };
}

export interface PaypalSimulatorOptions {
  clientId?: string;
  clientSecret?: string;
  /** The webhook id deliveries are signed for; verification with another id fails, as at PayPal. */
  webhookId?: string;
}

/** The credentials the embedded default uses against its own simulator. */
export const SIMULATOR_CREDENTIALS = { clientId: 'simulator-client', clientSecret: 'simulator-secret', webhookId: 'WH-SIMULATOR' };
/** The plan ids the simulator accepts in the embedded default: `P-SIM-STANDARD-MONTHLY`… */
export function simulatorPlanIds(): ProviderPlanIds {
  return Object.fromEntries(
    PAID_PLAN_IDS.map((plan) => [
      plan,
      Object.fromEntries(BILLING_TYPES.map((billingType) => [billingType, `P-SIM-${plan.toUpperCase()}-${billingType.toUpperCase()}`])),
    ]),
  ) as ProviderPlanIds;
}

/** What each simulator plan charges per period: the catalogue price, as the site shows it. */
const SIMULATOR_PLAN_PRICES: ReadonlyMap<string, string> = new Map(
  PAID_PLAN_IDS.flatMap((plan) =>
    BILLING_TYPES.map((billingType) => [simulatorPlanIds()[plan][billingType], priceFor(getPlan(plan), billingType).toFixed(2)] as const),
  ),
);

/** Every simulator answer is an access token that lives this long. */
const TOKEN_LIFETIME_S = 32_400;

/**
 * PayPal's REST API played locally, speaking its shapes: OAuth2 token, catalog products and
 * billing plans, subscriptions (create → APPROVAL_PENDING with an `approve` link to the
 * simulator's own approval page, get, cancel) and verify-webhook-signature (SUCCESS only
 * for deliveries it signed). The approval page redirects back as PayPal does, with
 * `subscription_id`, `ba_token` and `token`. Each payment is a v1 `sale` (GET
 * /v1/payments/sale/{id}) at the plan's price. State lives in memory. Tests drive it through
 * the methods below (`emitWebhook`, `cancelAtProvider`, `recordRenewal`, `approve`,
 * `refundLatestPayment`, `reverseLatestPayment`).
 */
export class PaypalSimulator {
  readonly requests: SimulatorRequest[] = [];
  readonly subscriptions = new Map<string, SimulatedSubscription>();
  /** Every payment, in the order taken. */
  readonly sales = new Map<string, SimulatedSale>();
  /** Every refund, in PayPal's v1 `refund` shape, by refund id (made through the API or by a test control). */
  readonly refunds = new Map<string, SimulatedRefund>();
  /** Buyers' disputes, in PayPal's `dispute` shape, by dispute id. */
  readonly disputes = new Map<string, Record<string, unknown>>();
  readonly products = new Map<string, Record<string, unknown>>();
  readonly plans = new Map<string, Record<string, unknown> & { intervalMonths: number }>();
  /** Each plan's payment preferences; the simulator's own plans have PLAN_PAYMENT_PREFERENCES until patched. */
  private readonly planPreferences = new Map<string, PaymentPreferences>();
  /** Where the approval page lives: the server's own URL once listening. */
  baseUrl = '';
  private readonly tokens = new Set<string>();
  /** Test control: answers served instead of the next authenticated calls (429, 5xx). */
  private readonly interruptions: Array<{ status: 429 | 500 | 503; retryAfterSeconds?: number }> = [];
  /** Plans made inactive at PayPal: a subscription to them is refused (422 PLAN_STATUS_INVALID). */
  private readonly inactivePlans = new Set<string>();
  /** PayPal-Request-Id of each refund made through the API, and the refund: a retry gets the same one. */
  private readonly refundedByRequestId = new Map<string, string>();
  /** PayPal-Request-Id of each create, and the subscription it made: a retry gets the same one. */
  private readonly createdByRequestId = new Map<string, string>();
  /** PayPal-Request-Id of each capture taken: a retry is answered as the first was, and charges nothing more. */
  private readonly capturedRequestIds = new Set<string>();
  /** One-time payments (POST /v2/checkout/orders), by id. */
  readonly orders = new Map<string, SimulatedOrder>();
  /** PayPal-Request-Id of each order created or captured, and the order: a retry gets the same answer. */
  private readonly ordersByRequestId = new Map<string, string>();
  private readonly signingKey = randomBytes(32);
  private readonly credentials: Required<PaypalSimulatorOptions>;
  private server: Server | null = null;

  constructor(options: PaypalSimulatorOptions = {}) {
    this.credentials = { ...SIMULATOR_CREDENTIALS, ...options };
  }

  /** Listens on `port` (0: a free one) of `host`; resolves with the base URL. */
  async listen(port = 0, host = '127.0.0.1'): Promise<string> {
    const server = createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve) => server.listen(port, host, resolve));
    this.server = server;
    this.baseUrl = `http://${host}:${(server.address() as AddressInfo).port}`;
    return this.baseUrl;
  }

  async close(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = null;
    server.closeAllConnections();
    await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
  }

  /** Test control: every access token issued so far stops working (401), as when one expires early. */
  expireTokens(): void {
    this.tokens.clear();
  }

  /**
   * Test control: the next `count` authenticated calls are answered `status` without being
   * served, a 429 with `Retry-After: retryAfterSeconds` when given, as PayPal's rate limit or
   * an outage answers.
   */
  interruptNext(status: 429 | 500 | 503, count = 1, retryAfterSeconds?: number): void {
    for (let i = 0; i < count; i += 1) this.interruptions.push({ status, retryAfterSeconds });
  }

  /** Test control: the plan is deactivated at PayPal; new subscriptions to it are refused. */
  deactivatePlan(planId: string): void {
    this.inactivePlans.add(planId);
  }

  /** The calls received on one path (`/v1/billing/subscriptions`…), method optional. */
  requestsTo(path: string, method?: string): SimulatorRequest[] {
    return this.requests.filter((request) => request.path === path && (!method || request.method === method));
  }

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
      info.next_billing_time = addMonths(new Date(cycle.dueAt), this.intervalMonths(subscription.plan_id)).toISOString();
      delete subscription.unpaidCycle;
    }
    return cycle.attempts;
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

  /** The payment preferences in force: patched onto the subscription, else its plan's (PointForge's for the simulator's own plans). */
  preferencesOf(subscription: SimulatedSubscription): PaymentPreferences {
    return subscription.preferences ?? this.planPreferences.get(subscription.plan_id) ?? { ...PLAN_PAYMENT_PREFERENCES };
  }

  /** The subscription's most recent payment (a first payment due is taken first). */
  latestSale(subscriptionId: string): SimulatedSale {
    this.paid(subscriptionId);
    const sale = [...this.sales.values()].filter((candidate) => candidate.billing_agreement_id === subscriptionId).pop();
    if (!sale) throw new SimulatorError(404, 'RESOURCE_NOT_FOUND', `No payment of ${subscriptionId}`);
    return sale;
  }

  /**
   * The merchant refunds the latest payment in PayPal's dashboard, in full or `amount` of it
   * ("20.00"); returns the PAYMENT.SALE.REFUNDED delivery PayPal sends, whose resource is the
   * refund: `sale_id`, `parent_payment`, `amount`, no `billing_agreement_id`.
   */
  refundLatestPayment(subscriptionId: string, amount?: string): WebhookDelivery {
    return this.refundedEvent(this.refund(this.latestSale(subscriptionId), amount).id);
  }

  /** The PAYMENT.SALE.REFUNDED delivery PayPal sends for a refund, one made through the API (POST /v1/payments/sale/{id}/refund) too. */
  refundedEvent(refundId: string): WebhookDelivery {
    const refund = this.refunds.get(refundId);
    if (!refund) throw notFound();
    return this.signedDelivery('PAYMENT.SALE.REFUNDED', 'refund', { ...refund, amount: { ...refund.amount } });
  }

  /**
   * The buyer's bank takes the latest payment back (a chargeback); returns the
   * PAYMENT.SALE.REVERSED delivery, whose resource is the sale, now `reversed` (without
   * `billing_agreement_id` unless `withSubscription`), or with `resource: 'refund'` a
   * refund-shaped one naming the sale in `sale_id`, as PayPal sends some reversals.
   */
  reverseLatestPayment(subscriptionId: string, { resource = 'sale', withSubscription = false }: { resource?: 'sale' | 'refund'; withSubscription?: boolean } = {}): WebhookDelivery {
    const sale = this.latestSale(subscriptionId);
    const now = new Date().toISOString();
    sale.state = 'reversed';
    sale.update_time = now;
    if (resource === 'refund') {
      const reversal = { id: paypalId('', 17), state: 'completed', amount: { total: sale.amount.total, currency: sale.amount.currency }, sale_id: sale.id, parent_payment: sale.parent_payment, reason: 'CHARGEBACK', create_time: now, update_time: now };
      return this.signedDelivery('PAYMENT.SALE.REVERSED', 'refund', reversal);
    }
    const { billing_agreement_id: agreement, ...view } = this.saleView(sale);
    return this.signedDelivery('PAYMENT.SALE.REVERSED', 'sale', withSubscription ? { ...view, billing_agreement_id: agreement } : view);
  }

  /**
   * The buyer disputes the latest payment of a subscription; returns the CUSTOMER.DISPUTE.CREATED
   * delivery, whose resource is the dispute (customer_disputes_v1): `dispute_id`, the sale in
   * `disputed_transactions[].seller_transaction_id`, `reason`, `status`, `dispute_amount`.
   */
  disputeLatestPayment(subscriptionId: string, reason = 'MERCHANDISE_OR_SERVICE_NOT_RECEIVED'): WebhookDelivery {
    const sale = this.latestSale(subscriptionId);
    const now = new Date().toISOString();
    const dispute = {
      dispute_id: `PP-D-${randomInt(10_000, 100_000)}`,
      create_time: now,
      update_time: now,
      disputed_transactions: [{ seller_transaction_id: sale.id }],
      reason,
      status: 'OPEN',
      dispute_amount: { currency_code: sale.amount.currency, value: sale.amount.total },
      dispute_life_cycle_stage: 'INQUIRY',
    };
    this.disputes.set(dispute.dispute_id, dispute);
    return this.signedDelivery('CUSTOMER.DISPUTE.CREATED', 'dispute', dispute);
  }

  /** PayPal closes a dispute with `outcomeCode` (RESOLVED_BUYER_FAVOUR, RESOLVED_SELLER_FAVOUR…); returns the CUSTOMER.DISPUTE.RESOLVED delivery. */
  resolveDispute(disputeId: string, outcomeCode: string): WebhookDelivery {
    const dispute = this.disputes.get(disputeId);
    if (!dispute) throw notFound();
    const resolved = { ...dispute, status: 'RESOLVED', update_time: new Date().toISOString(), dispute_outcome: { outcome_code: outcomeCode } };
    this.disputes.set(disputeId, resolved);
    return this.signedDelivery('CUSTOMER.DISPUTE.RESOLVED', 'dispute', resolved);
  }

  /**
   * A signed delivery of `type` about the subscription, ready to POST (replays reuse it): a
   * PAYMENT.SALE.* event carries its latest payment, any other the subscription. `render`
   * writes the body (compact JSON unless told otherwise); the signature covers those bytes.
   */
  signedEvent(type: string, subscriptionId: string, render: RenderEvent = compactJson): WebhookDelivery {
    const subscription = this.paid(subscriptionId);
    return type.startsWith('PAYMENT.SALE.')
      ? this.signedDelivery(type, 'sale', this.saleView(this.latestSale(subscription.id)), render)
      : this.signedDelivery(type, 'subscription', this.publicView(subscription), render);
  }

  /** Signs an event and POSTs it to `targetUrl`; resolves with the HTTP status and the delivery. */
  async emitWebhook(type: string, subscriptionId: string, targetUrl: string): Promise<{ status: number; delivery: WebhookDelivery }> {
    const delivery = this.signedEvent(type, subscriptionId);
    return { status: await deliver(delivery, targetUrl), delivery };
  }

  /** The request handler, for a server of one's own. */
  async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://simulator');
    const raw = await readBody(request);
    const isJson = (request.headers['content-type'] ?? '').includes('json');
    let body: unknown = raw === '' ? null : raw;
    if (isJson && raw !== '') {
      try {
        body = JSON.parse(raw);
      } catch {
        return this.sendError(response, invalidRequest({ issue: 'MALFORMED_REQUEST_JSON', description: 'The request JSON is not well formed.' }));
      }
    }
    const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
    const method = request.method ?? 'GET';
    this.requests.push({ method, path: url.pathname, headers, body });
    try {
      this.route(method, url, headers, body, raw, response);
    } catch (error) {
      if (error instanceof SimulatorError) return this.sendError(response, error);
      throw error;
    }
  }

  private route(method: string, url: URL, headers: Record<string, string>, body: unknown, raw: string, response: ServerResponse): void {
    const path = url.pathname;
    if (method === 'POST' && path === '/v1/oauth2/token') return this.issueToken(headers, body, response);
    if (method === 'GET' && path === '/checkoutnow') {
      const orderId = url.searchParams.get('token');
      if (orderId !== null && !url.searchParams.has('ba_token')) return this.orderApprovalPage(orderId, response);
      return this.approvalPage(url.searchParams.get('ba_token') ?? '', response);
    }
    if (method === 'POST' && (path === '/checkoutnow/approve' || path === '/checkoutnow/cancel')) {
      const form = new URLSearchParams(typeof body === 'string' ? body : '');
      const approving = path.endsWith('approve');
      const paymentDeclines = form.get('payment') === 'declines';
      const orderId = form.get('order');
      if (orderId !== null) return redirect(response, approving ? this.approveOrder(orderId, { paymentDeclines }) : this.cancelOrderRedirect(orderId));
      const baToken = form.get('ba_token') ?? '';
      const revised = [...this.subscriptions.values()].find((candidate) => candidate.pendingRevision?.baToken === baToken);
      if (revised) return redirect(response, approving ? this.approveRevision(revised.id) : this.cancelRevision(revised.id));
      const subscription = [...this.subscriptions.values()].find((candidate) => candidate.baToken === baToken);
      if (!subscription || subscription.status !== 'APPROVAL_PENDING') throw new SimulatorError(404, 'RESOURCE_NOT_FOUND', 'No pending approval');
      return redirect(response, approving ? this.approve(subscription.id, { paymentDeclines }) : cancelRedirect(subscription));
    }

    this.authenticate(headers);
    const interruption = this.interruptions.shift();
    if (interruption) return this.interrupt(interruption, response);
    const json = (body ?? {}) as Record<string, unknown>;
    if (method === 'POST' && path === '/v1/catalogs/products') {
      const product = { id: paypalId('PROD-', 17), name: json.name, type: json.type, category: json.category, description: json.description, create_time: new Date().toISOString() };
      this.products.set(product.id, product);
      return sendJson(response, 201, product);
    }
    if (method === 'POST' && path === '/v1/billing/plans') return this.createPlan(json, response);
    if (method === 'POST' && path === '/v1/billing/subscriptions') return this.createSubscription(json, headers['paypal-request-id'], response);
    if (method === 'POST' && path === '/v1/notifications/verify-webhook-signature') {
      return sendJson(response, 200, { verification_status: this.verify(json, raw) ? 'SUCCESS' : 'FAILURE' });
    }
    if (method === 'POST' && path === '/v2/checkout/orders') return this.createOrder(json, headers['paypal-request-id'], response);
    const order = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(path);
    if (order?.[1]) {
      const found = this.orders.get(decodeURIComponent(order[1]));
      if (!found) throw notFound(NO_SUCH_RESOURCE);
      if (method === 'GET' && !order[2]) return sendJson(response, 200, this.orderView(found));
      if (method === 'POST' && order[2]) return this.captureOrder(found, headers['paypal-request-id'], response);
    }
    const plan = /^\/v1\/billing\/plans\/([^/]+)$/.exec(path);
    if (method === 'PATCH' && plan?.[1]) return noContent(response, this.patchPlan(decodeURIComponent(plan[1]), body));
    const saleRefund = /^\/v1\/payments\/sale\/([^/]+)\/refund$/.exec(path);
    if (method === 'POST' && saleRefund?.[1]) return this.refundThroughApi(decodeURIComponent(saleRefund[1]), json, headers['paypal-request-id'], response);
    const transactions = /^\/v1\/billing\/subscriptions\/([^/]+)\/transactions$/.exec(path);
    if (method === 'GET' && transactions?.[1]) return this.listTransactions(this.onCall(this.mustGet(decodeURIComponent(transactions[1]))), url, response);
    const sale = /^\/v1\/payments\/sale\/([^/]+)$/.exec(path);
    if (method === 'GET' && sale?.[1]) {
      const found = this.sales.get(decodeURIComponent(sale[1]));
      if (!found) throw notFound();
      return sendJson(response, 200, this.saleView(found));
    }
    const match = /^\/v1\/billing\/subscriptions\/([^/]+)(?:\/(cancel|capture|activate|revise))?$/.exec(path);
    if (match?.[1]) {
      const subscription = this.onCall(this.mustGet(decodeURIComponent(match[1])));
      const action = match[2];
      if (method === 'GET' && !action) return sendJson(response, 200, this.publicView(subscription));
      if (method === 'PATCH' && !action) return noContent(response, this.patchSubscription(subscription, body));
      if (method === 'POST' && action === 'cancel') {
        if (subscription.status !== 'ACTIVE' && subscription.status !== 'SUSPENDED') {
          throw unprocessable('SUBSCRIPTION_STATUS_INVALID', 'Invalid subscription status for cancel action; subscription status should be active or suspended.');
        }
        subscription.status = 'CANCELLED';
        subscription.status_update_time = new Date().toISOString();
        return noContent(response);
      }
      if (method === 'POST' && action === 'capture') {
        const requestId = headers['paypal-request-id'];
        if (requestId !== undefined && this.capturedRequestIds.has(requestId)) return accepted(response);
        this.capture(subscription, json);
        if (requestId !== undefined) this.capturedRequestIds.add(requestId);
        return accepted(response);
      }
      if (method === 'POST' && action === 'activate') return noContent(response, this.activate(subscription));
      if (method === 'POST' && action === 'revise') return sendJson(response, 200, this.revise(subscription, json, headers['paypal-request-id']));
    }
    throw new SimulatorError(404, 'RESOURCE_NOT_FOUND', `No route ${method} ${path}`);
  }

  /**
   * POST /v1/billing/subscriptions/{id}/capture: the merchant collects the outstanding
   * balance, or part of it, now. A capture that leaves less than a cycle's price owed pays
   * the cycle PayPal was failing to collect (its retries stop, the next bill falls one period
   * after its due date); a SUSPENDED subscription stays suspended until the merchant activates it.
   */
  private capture(subscription: SimulatedSubscription, json: Record<string, unknown>): void {
    if (!['ACTIVE', 'SUSPENDED', 'EXPIRED'].includes(subscription.status)) {
      throw unprocessable('SUBSCRIPTION_STATUS_INVALID', 'Invalid subscription status for capture action; subscription status should be active or suspended or expired.');
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
  private activate(subscription: SimulatedSubscription): void {
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
  private patchSubscription(subscription: SimulatedSubscription, body: unknown): void {
    if (subscription.status !== 'ACTIVE' && subscription.status !== 'SUSPENDED') {
      throw unprocessable('SUBSCRIPTION_STATUS_INVALID', 'Invalid subscription status for patch action; subscription status should be either active or suspended.');
    }
    const operations = Array.isArray(body) ? (body as Array<{ op?: unknown; path?: unknown; value?: unknown }>) : [];
    const priceOperations = operations.filter((operation) => operation.path === REGULAR_CYCLE_PRICE_PATH);
    const preferenceOperations = operations.filter((operation) => operation.path !== REGULAR_CYCLE_PRICE_PATH);
    // With no price in it, the whole body goes to patchedPreferences, which answers PayPal's 400 for an empty or malformed one.
    if (priceOperations.length === 0) subscription.preferences = patchedPreferences(this.preferencesOf(subscription), body, SUBSCRIPTION_PREFERENCE_PATHS);
    else if (preferenceOperations.length > 0) subscription.preferences = patchedPreferences(this.preferencesOf(subscription), preferenceOperations, SUBSCRIPTION_PREFERENCE_PATHS);
    for (const operation of priceOperations) {
      subscription.priceOverrides = [...(subscription.priceOverrides ?? []), { value: patchedPrice(operation), from: new Date(Date.now() + PRICE_NOTICE_MS).toISOString() }];
    }
    subscription.plan_overridden = true;
  }

  /** PATCH /v1/billing/plans/{id}: its payment preferences, for the subscriptions made from now on. */
  private patchPlan(planId: string, body: unknown): void {
    if (!this.plans.has(planId) && !SIMULATOR_PLAN_PRICES.has(planId)) throw notFound(NO_SUCH_RESOURCE);
    this.planPreferences.set(planId, patchedPreferences(this.planPreferences.get(planId) ?? { ...PLAN_PAYMENT_PREFERENCES }, body, PLAN_PREFERENCE_PATHS));
  }

  /**
   * POST /v1/billing/subscriptions/{id}/revise with a new `plan_id`: PayPal answers the
   * revision with an `approve` link; the plan changes only once the buyer consents there
   * (`approveRevision`), and is billed from the next billing time on (that time is kept). A
   * repeated PayPal-Request-Id answers the revision it asked for, while it waits.
   */
  private revise(subscription: SimulatedSubscription, json: Record<string, unknown>, requestId: string | undefined): Record<string, unknown> {
    const context = (json.application_context ?? {}) as Record<string, unknown>;
    if (typeof json.plan_id !== 'string') throw invalidRequest(missingParameter('/plan_id'));
    if (typeof context.return_url !== 'string' || typeof context.cancel_url !== 'string') {
      throw invalidRequest(missingParameter(typeof context.return_url !== 'string' ? '/application_context/return_url' : '/application_context/cancel_url'));
    }
    if (!this.plans.has(json.plan_id) && !SIMULATOR_PLAN_PRICES.has(json.plan_id)) throw notFound(UNKNOWN_REFERENCE);
    if (subscription.status !== 'ACTIVE') {
      throw unprocessable('SUBSCRIPTION_STATUS_INVALID', 'Invalid subscription status for revise action; subscription status should be active.');
    }
    const repeated = requestId !== undefined && subscription.pendingRevision?.requestId === requestId;
    const baToken = repeated ? subscription.pendingRevision!.baToken : paypalId('BA-', 17);
    subscription.pendingRevision = { planId: json.plan_id, baToken, returnUrl: context.return_url, cancelUrl: context.cancel_url, requestId };
    return {
      plan_id: json.plan_id,
      plan_overridden: false,
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
    subscription.plan_id = revision.planId;
    subscription.status_update_time = new Date().toISOString();
    const url = new URL(revision.returnUrl);
    url.searchParams.set('subscription_id', subscription.id);
    url.searchParams.set('ba_token', revision.baToken);
    return url.toString();
  }

  private cancelRevision(id: string): string {
    const subscription = this.mustGet(id);
    const revision = subscription.pendingRevision!;
    delete subscription.pendingRevision;
    return revision.cancelUrl;
  }

  /**
   * POST /v2/checkout/orders, intent CAPTURE: a one-time payment of the first purchase unit's
   * amount, CREATED with an `approve` link to the simulator's approval page (`token` the
   * order id, as PayPal's). A repeated PayPal-Request-Id answers the same order.
   */
  private createOrder(json: Record<string, unknown>, requestId: string | undefined, response: ServerResponse): void {
    const earlier = requestId === undefined ? undefined : this.orders.get(this.ordersByRequestId.get(`create:${requestId}`) ?? '');
    if (earlier) return sendJson(response, 201, this.orderView(earlier));
    const units = Array.isArray(json.purchase_units) ? (json.purchase_units as Array<{ amount?: Partial<Money>; custom_id?: unknown; description?: unknown }>) : [];
    const context = (json.application_context ?? {}) as Record<string, unknown>;
    // The orders API words its 400 issues its own way (checkout_orders_v2's `400`).
    const missing = (field: string) => invalidRequest({ field, location: 'body', issue: 'MISSING_REQUIRED_PARAMETER', description: 'A required parameter is missing.' });
    if (json.intent !== 'CAPTURE') throw missing('/intent');
    if (units.length === 0) {
      throw invalidRequest({ field: '/purchase_units', location: 'body', issue: 'INVALID_ARRAY_MIN_ITEMS', description: 'The number of items in an array parameter is too small.' });
    }
    const amount = units[0]?.amount;
    if (typeof amount?.value !== 'string' || typeof amount.currency_code !== 'string') throw missing('/purchase_units/0/amount');
    if (typeof context.return_url !== 'string' || typeof context.cancel_url !== 'string') throw missing('/application_context/return_url');
    const now = new Date().toISOString();
    const order: SimulatedOrder = {
      id: paypalId('', 17),
      intent: 'CAPTURE',
      status: 'CREATED',
      purchase_units: [
        {
          reference_id: 'default',
          amount: { currency_code: amount.currency_code, value: amount.value },
          ...(typeof units[0]?.custom_id === 'string' ? { custom_id: units[0].custom_id } : {}),
          ...(typeof units[0]?.description === 'string' ? { description: units[0].description } : {}),
        },
      ],
      create_time: now,
      update_time: now,
      returnUrl: context.return_url,
      cancelUrl: context.cancel_url,
      declines: false,
    };
    this.orders.set(order.id, order);
    if (requestId !== undefined) this.ordersByRequestId.set(`create:${requestId}`, order.id);
    sendJson(response, 201, this.orderView(order));
  }

  /** The buyer approves the order on PayPal's page; returns where the browser goes (`token` the order id, and `PayerID`). */
  approveOrder(id: string, { paymentDeclines = false }: { paymentDeclines?: boolean } = {}): string {
    const order = this.orders.get(id);
    if (!order || order.status !== 'CREATED') throw new SimulatorError(404, 'RESOURCE_NOT_FOUND', 'No order waits for approval');
    order.status = 'APPROVED';
    order.declines = paymentDeclines;
    order.update_time = new Date().toISOString();
    const url = new URL(order.returnUrl);
    url.searchParams.set('token', order.id);
    url.searchParams.set('PayerID', paypalId('', 13));
    return url.toString();
  }

  private cancelOrderRedirect(id: string): string {
    const order = this.orders.get(id);
    if (!order) throw new SimulatorError(404, 'RESOURCE_NOT_FOUND', 'No such order');
    const url = new URL(order.cancelUrl);
    url.searchParams.set('token', order.id);
    return url.toString();
  }

  /**
   * POST /v2/checkout/orders/{id}/capture: the approved order's amount is taken (COMPLETED,
   * one capture); refused before approval, twice, or when the buyer's payment declines. A
   * repeated PayPal-Request-Id answers the completed order again.
   */
  private captureOrder(order: SimulatedOrder, requestId: string | undefined, response: ServerResponse): void {
    if (requestId !== undefined && this.ordersByRequestId.get(`capture:${requestId}`) === order.id) return sendJson(response, 201, this.orderView(order));
    if (order.status === 'COMPLETED') throw unprocessable('ORDER_ALREADY_CAPTURED', "Order already captured.If 'intent=CAPTURE' only one capture per order is allowed.");
    if (order.status !== 'APPROVED') {
      throw unprocessable(
        'ORDER_NOT_APPROVED',
        "Payer has not yet approved the Order for payment. Please redirect the payer to the 'rel':'approve' url returned as part of the HATEOAS links within the Create Order call or provide a valid `payment_source` in the request.",
      );
    }
    if (order.declines) throw unprocessable('INSTRUMENT_DECLINED', "The instrument presented  was either declined by the processor or bank, or it can't be used for this payment.");
    const now = new Date().toISOString();
    const unit = order.purchase_units[0]!;
    unit.payments = { captures: [{ id: paypalId('', 17), status: 'COMPLETED', amount: { ...unit.amount }, final_capture: true, create_time: now, update_time: now }] };
    order.status = 'COMPLETED';
    order.update_time = now;
    if (requestId !== undefined) this.ordersByRequestId.set(`capture:${requestId}`, order.id);
    sendJson(response, 201, this.orderView(order));
  }

  private orderView(order: SimulatedOrder): Record<string, unknown> {
    const { returnUrl: _return, cancelUrl: _cancel, declines: _declines, ...view } = order;
    return {
      ...view,
      links: [
        { href: `${this.baseUrl}/v2/checkout/orders/${order.id}`, rel: 'self', method: 'GET' },
        { href: `${this.baseUrl}/checkoutnow?token=${order.id}`, rel: 'approve', method: 'GET' },
        { href: `${this.baseUrl}/v2/checkout/orders/${order.id}/capture`, rel: 'capture', method: 'POST' },
      ],
    };
  }

  private orderApprovalPage(orderId: string, response: ServerResponse): void {
    const order = this.orders.get(orderId);
    if (!order) throw new SimulatorError(404, 'RESOURCE_NOT_FOUND', 'Unknown order');
    const { value, currency_code: currency } = order.purchase_units[0]!.amount;
    this.sendApprovalPage(response, `Pay ${escapeHtml(value)} ${escapeHtml(currency)} once.`, `<input type="hidden" name="order" value="${escapeHtml(order.id)}">`, true);
  }

  /** PayPal's error shape: name, message, debug_id, and the issue in `details` where there is one. */
  private errorBody(error: SimulatorError): Record<string, unknown> {
    return {
      name: error.name,
      message: error.message,
      debug_id: randomBytes(7).toString('hex'),
      ...(error.detail ? { details: [error.detail] } : {}),
    };
  }

  private sendError(response: ServerResponse, error: SimulatorError, headers: Record<string, string> = {}): void {
    response.writeHead(error.status, { 'Content-Type': 'application/json', ...headers });
    response.end(JSON.stringify(this.errorBody(error)));
  }

  private interrupt(interruption: { status: 429 | 500 | 503; retryAfterSeconds?: number }, response: ServerResponse): void {
    const headers: Record<string, string> = {};
    if (interruption.retryAfterSeconds !== undefined) headers['Retry-After'] = String(interruption.retryAfterSeconds);
    this.sendError(response, OUTAGES[interruption.status](), headers);
  }

  private issueToken(headers: Record<string, string>, body: unknown, response: ServerResponse): void {
    const expected = `Basic ${Buffer.from(`${this.credentials.clientId}:${this.credentials.clientSecret}`).toString('base64')}`;
    if (headers.authorization !== expected || body !== 'grant_type=client_credentials') {
      return sendJson(response, 401, { error: 'invalid_client', error_description: 'Client Authentication failed' });
    }
    const token = `A21AA${randomBytes(24).toString('hex')}`;
    this.tokens.add(token);
    sendJson(response, 200, { scope: 'https://uri.paypal.com/services/subscriptions', access_token: token, token_type: 'Bearer', app_id: 'APP-SIMULATOR', expires_in: TOKEN_LIFETIME_S, nonce: randomBytes(8).toString('hex') });
  }

  private authenticate(headers: Record<string, string>): void {
    const token = /^Bearer (.+)$/.exec(headers.authorization ?? '')?.[1];
    if (!token || !this.tokens.has(token)) {
      throw new SimulatorError(401, 'AUTHENTICATION_FAILURE', 'Authentication failed due to missing authorization header, or invalid authentication credentials.');
    }
  }

  private createPlan(json: Record<string, unknown>, response: ServerResponse): void {
    const cycles = Array.isArray(json.billing_cycles) ? (json.billing_cycles as Array<{ frequency?: { interval_unit?: string; interval_count?: number } }>) : [];
    const frequency = cycles[0]?.frequency;
    if (typeof json.product_id !== 'string' || !frequency) {
      throw invalidRequest(missingParameter(typeof json.product_id === 'string' ? '/billing_cycles' : '/product_id'));
    }
    if (!this.products.has(json.product_id)) throw notFound(UNKNOWN_REFERENCE);
    const months = (frequency.interval_unit === 'YEAR' ? 12 : 1) * (frequency.interval_count ?? 1);
    const preferences = { ...PAYPAL_DEFAULT_PAYMENT_PREFERENCES, ...(json.payment_preferences as Partial<PaymentPreferences> | undefined) };
    const plan = { id: paypalId('P-', 24), product_id: json.product_id, name: json.name, status: 'ACTIVE', billing_cycles: cycles, create_time: new Date().toISOString(), intervalMonths: months };
    this.plans.set(plan.id, plan);
    this.planPreferences.set(plan.id, preferences);
    const { intervalMonths: _months, ...view } = plan;
    sendJson(response, 201, view);
  }

  private createSubscription(json: Record<string, unknown>, requestId: string | undefined, response: ServerResponse): void {
    const context = (json.application_context ?? {}) as Record<string, unknown>;
    if (typeof json.plan_id !== 'string' || typeof context.return_url !== 'string' || typeof context.cancel_url !== 'string') {
      const missing = typeof json.plan_id !== 'string' ? '/plan_id' : typeof context.return_url !== 'string' ? '/application_context/return_url' : '/application_context/cancel_url';
      throw invalidRequest(missingParameter(missing));
    }
    const earlier = requestId === undefined ? undefined : this.subscriptions.get(this.createdByRequestId.get(requestId) ?? '');
    if (earlier) return sendJson(response, 201, this.publicView(earlier));
    if (!this.plans.has(json.plan_id) && !SIMULATOR_PLAN_PRICES.has(json.plan_id)) {
      // No such plan (a typo, or a sandbox plan id used live): PayPal answers 404, whose
      // schema is the operation's `default` (billing_subscriptions_v1 lists no 422 issue for it).
      throw notFound(UNKNOWN_REFERENCE);
    }
    if (this.inactivePlans.has(json.plan_id)) {
      throw unprocessable('PLAN_STATUS_INVALID', 'Invalid plan status for subscription creation; plan status should be active.');
    }
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
    };
    this.subscriptions.set(subscription.id, subscription);
    if (requestId !== undefined) this.createdByRequestId.set(requestId, subscription.id);
    sendJson(response, 201, this.publicView(subscription));
  }

  /**
   * POST /v1/payments/sale/{id}/refund: the whole sale (what is left of it) without `amount`,
   * else that much of it; 201 with the `detailed_refund`. A repeated PayPal-Request-Id answers
   * the refund it made. PayPal's v1 refusals: TRANSACTION_ALREADY_REFUNDED (nothing left, or
   * reversed), REFUND_EXCEEDED_TRANSACTION_AMOUNT (more than is left).
   */
  private refundThroughApi(saleId: string, json: Record<string, unknown>, requestId: string | undefined, response: ServerResponse): void {
    const earlier = requestId === undefined ? undefined : this.refunds.get(this.refundedByRequestId.get(requestId) ?? '');
    if (earlier) return sendJson(response, 200, this.detailedRefund(earlier));
    const sale = this.sales.get(saleId);
    if (!sale) throw notFound();
    const amount = json.amount as { total?: unknown; currency?: unknown } | undefined;
    if (amount !== undefined && (typeof amount.total !== 'string' || !/^\d{1,7}(\.\d{1,2})?$/.test(amount.total) || amount.currency !== sale.amount.currency)) {
      throw invalidRequest({ field: '/amount', location: 'body', issue: 'INVALID_PARAMETER_VALUE', description: 'The value of a field is invalid.' });
    }
    if (sale.state !== 'completed' && sale.state !== 'partially_refunded') {
      throw new SimulatorError(400, 'TRANSACTION_ALREADY_REFUNDED', 'Requested transaction has already been fully refunded.');
    }
    const left = toCents(sale.amount.total) - sale.refundedCents;
    if (amount !== undefined && toCents(amount.total as string) > left) {
      throw new SimulatorError(400, 'REFUND_EXCEEDED_TRANSACTION_AMOUNT', 'Refund amount exceeded transaction amount.');
    }
    const refund = this.refund(sale, amount === undefined ? undefined : (amount.total as string));
    if (requestId !== undefined) this.refundedByRequestId.set(requestId, refund.id);
    sendJson(response, 201, this.detailedRefund(refund));
  }

  /** A refund of `total` of the sale (what is left of it unless given): recorded, the sale partially_refunded or refunded. */
  private refund(sale: SimulatedSale, total = ((toCents(sale.amount.total) - sale.refundedCents) / 100).toFixed(2)): SimulatedRefund {
    const now = new Date().toISOString();
    sale.refundedCents += toCents(total);
    sale.state = sale.refundedCents >= toCents(sale.amount.total) ? 'refunded' : 'partially_refunded';
    sale.update_time = now;
    const refund: SimulatedRefund = { id: paypalId('', 17), state: 'completed', amount: { total, currency: sale.amount.currency }, sale_id: sale.id, parent_payment: sale.parent_payment, create_time: now, update_time: now };
    this.refunds.set(refund.id, refund);
    return refund;
  }

  /** payments_payment_v1's `detailed_refund`: the refund, with the total refunded of the sale so far. */
  private detailedRefund(refund: SimulatedRefund): Record<string, unknown> {
    const sale = this.sales.get(refund.sale_id);
    return {
      ...refund,
      amount: { ...refund.amount },
      total_refunded_amount: { currency: refund.amount.currency, value: ((sale?.refundedCents ?? 0) / 100).toFixed(2) },
      links: [
        { href: `${this.baseUrl}/v1/payments/refund/${refund.id}`, rel: 'self', method: 'GET' },
        { href: `${this.baseUrl}/v1/payments/sale/${refund.sale_id}`, rel: 'sale', method: 'GET' },
      ],
    };
  }

  /**
   * GET /v1/billing/subscriptions/{id}/transactions?start_time=&end_time=: the subscription's
   * payments taken in that range, as billing_subscriptions_v1's `transaction` (its id is the
   * sale's). A reversed sale is REFUNDED for a CHARGEBACK, the statuses having no reversal.
   */
  private listTransactions(subscription: SimulatedSubscription, url: URL, response: ServerResponse): void {
    const range = ['start_time', 'end_time'].map((name) => {
      const value = url.searchParams.get(name);
      const time = value === null ? Number.NaN : new Date(value).getTime();
      if (Number.isNaN(time)) throw invalidRequest({ field: name, location: 'query', issue: 'INVALID_PARAMETER_SYNTAX', description: 'The value of a field does not conform to the expected format.' });
      return time;
    });
    const [from = 0, to = 0] = range;
    const transactions = [...this.sales.values()]
      .filter((sale) => sale.billing_agreement_id === subscription.id && new Date(sale.create_time).getTime() >= from && new Date(sale.create_time).getTime() <= to)
      .map((sale) => ({
        status: TRANSACTION_STATUS[sale.state],
        ...(sale.state === 'reversed' ? { status_details: { reason: 'CHARGEBACK' } } : {}),
        id: sale.id,
        amount_with_breakdown: { gross_amount: { currency_code: sale.amount.currency, value: sale.amount.total } },
        time: sale.create_time,
      }));
    sendJson(response, 200, {
      transactions,
      total_items: transactions.length,
      total_pages: 1,
      links: [{ href: `${this.baseUrl}${url.pathname}${url.search}`, rel: 'self', method: 'GET' }],
    });
  }

  private signedDelivery(type: string, resourceType: string, resource: Record<string, unknown>, render: RenderEvent = compactJson): WebhookDelivery {
    const event = {
      id: `${paypalId('WH-', 17)}-${paypalId('', 17)}`,
      event_version: '1.0',
      create_time: new Date().toISOString(),
      resource_type: resourceType,
      event_type: type,
      summary: `Simulated ${type}`,
      resource,
    };
    const transmissionId = randomUUID();
    const transmissionTime = new Date().toISOString();
    const body = render(event);
    return {
      headers: {
        'content-type': 'application/json',
        'paypal-transmission-id': transmissionId,
        'paypal-transmission-time': transmissionTime,
        'paypal-transmission-sig': this.sign(transmissionId, transmissionTime, this.credentials.webhookId, body),
        'paypal-cert-url': `${this.baseUrl}/v1/notifications/certs/CERT-SIMULATOR`,
        'paypal-auth-algo': 'SHA256withRSA',
      },
      body,
      event,
    };
  }

  /**
   * An API call about the subscription: a first payment scheduled at approval is taken once
   * the calls that still find it APPROVED are spent.
   */
  private onCall(subscription: SimulatedSubscription): SimulatedSubscription {
    const pending = subscription.firstPayment;
    if (!pending || !this.firstPaymentDue(subscription)) return subscription;
    if (pending.callsLeft > 0) pending.callsLeft -= 1;
    else this.takeFirstPayment(subscription);
    return subscription;
  }

  /** The subscription with its scheduled first payment taken: test controls act on what PayPal shows moments after approval. */
  private paid(id: string): SimulatedSubscription {
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
  private payCycle(subscription: SimulatedSubscription, due: Date, amountCents: number, remainingCents = 0): void {
    const completed = (subscription.billing_info.cycle_executions?.[0]?.cycles_completed ?? 0) + 1;
    delete subscription.unpaidCycle;
    subscription.billing_info = {
      ...this.settled(),
      outstanding_balance: usd(remainingCents),
      cycle_executions: [regularCycles(completed)],
      next_billing_time: addMonths(due, this.intervalMonths(subscription.plan_id)).toISOString(),
      last_payment: this.takePayment(subscription, new Date(), amountCents),
    };
  }

  /** A payment of `amountCents`, recorded as a sale; returns it as `last_payment`. */
  private takePayment(subscription: SimulatedSubscription, time: Date, amountCents: number): { time: string; amount: Money } {
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

  private saleView(sale: SimulatedSale): Record<string, unknown> {
    const { refundedCents: _refunded, ...view } = sale;
    return { ...view, amount: { ...view.amount } };
  }

  /**
   * As at PayPal, the signature covers the event's bytes as delivered: `webhook_event` must be
   * those bytes, spliced in unchanged as the request's last member; a re-serialised event fails.
   */
  private verify(json: Record<string, unknown>, raw: string): boolean {
    const { transmission_id: id, transmission_time: time, transmission_sig: sig, webhook_id: webhookId } = json;
    if (typeof id !== 'string' || typeof time !== 'string' || typeof sig !== 'string' || typeof webhookId !== 'string') return false;
    const member = /,\s*"webhook_event"\s*:/.exec(raw);
    if (!member) return false;
    const eventBytes = raw.slice(member.index + member[0].length, raw.lastIndexOf('}')).trim();
    const expected = Buffer.from(this.sign(id, time, webhookId, eventBytes));
    const given = Buffer.from(sig);
    return webhookId === this.credentials.webhookId && expected.length === given.length && timingSafeEqual(expected, given);
  }

  private sign(transmissionId: string, time: string, webhookId: string, eventBytes: string): string {
    const digest = createHash('sha256').update(eventBytes).digest('hex');
    return createHmac('sha256', this.signingKey).update(`${transmissionId}|${time}|${webhookId}|${digest}`).digest('base64');
  }

  private approvalPage(baToken: string, response: ServerResponse): void {
    const hidden = `<input type="hidden" name="ba_token" value="${escapeHtml(baToken)}">`;
    const revised = [...this.subscriptions.values()].find((candidate) => candidate.pendingRevision?.baToken === baToken);
    if (revised) return this.sendApprovalPage(response, `Change your subscription to plan ${escapeHtml(revised.pendingRevision!.planId)}.`, hidden, false);
    const subscription = [...this.subscriptions.values()].find((candidate) => candidate.baToken === baToken);
    if (!subscription) throw new SimulatorError(404, 'RESOURCE_NOT_FOUND', 'Unknown approval token');
    this.sendApprovalPage(response, `Subscribe to plan ${escapeHtml(subscription.plan_id)}.`, hidden, true);
  }

  /** The approval page: what is approved, Approve (with the payment's outcome to choose when one is taken) and Cancel. */
  private sendApprovalPage(response: ServerResponse, what: string, hidden: string, takesPayment: boolean): void {
    const outcome = takesPayment
      ? `<p><label><input type="radio" name="payment" value="succeeds" checked> Payment succeeds</label>
<label><input type="radio" name="payment" value="declines"> Payment declines</label></p>`
      : '';
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
    response.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>PayPal sandbox simulator</title></head>
<body><main><h1>PayPal sandbox simulator</h1><p>${what} No money moves.</p>
<form method="post" action="/checkoutnow/approve">${hidden}
${outcome}
<button type="submit">Approve</button></form>
<form method="post" action="/checkoutnow/cancel">${hidden}<button type="submit">Cancel</button></form>
</main></body></html>`);
  }

  private publicView(subscription: SimulatedSubscription): Record<string, unknown> {
    const { returnUrl: _return, cancelUrl: _cancel, baToken, firstPayment: _firstPayment, unpaidCycle: _unpaid, preferences: _preferences, pendingRevision: _revision, priceOverrides: _prices, ...view } =
      subscription;
    return {
      ...view,
      links: [
        { href: `${this.baseUrl}/checkoutnow?ba_token=${baToken}`, rel: 'approve', method: 'GET' },
        { href: `${this.baseUrl}/v1/billing/subscriptions/${subscription.id}`, rel: 'self', method: 'GET' },
      ],
    };
  }

  /** What the cycle due at `dueAt` costs: the latest price a PATCH set that is in force by then, else the plan's. */
  private cyclePrice(subscription: SimulatedSubscription, dueAt: string): string {
    const inForce = (subscription.priceOverrides ?? []).filter((override) => Date.parse(override.from) <= Date.parse(dueAt));
    return inForce.at(-1)?.value ?? this.planPrice(subscription.plan_id);
  }

  /** A plan made through the catalog API charges its fixed price; a simulator plan its catalogue price. */
  private planPrice(planId: string): string {
    const cycles = this.plans.get(planId)?.billing_cycles as Array<{ pricing_scheme?: { fixed_price?: { value?: string } } }> | undefined;
    return cycles?.[0]?.pricing_scheme?.fixed_price?.value ?? SIMULATOR_PLAN_PRICES.get(planId) ?? '0.00';
  }

  private intervalMonths(planId: string): number {
    return this.plans.get(planId)?.intervalMonths ?? (/annual|year/i.test(planId) ? 12 : 1);
  }

  private mustGet(id: string): SimulatedSubscription {
    const subscription = this.subscriptions.get(id);
    if (!subscription) throw notFound(NO_SUCH_RESOURCE);
    return subscription;
  }
}

/** POSTs a (signed or forged) delivery to a webhook URL; resolves with the status. */
export async function deliver(delivery: Pick<WebhookDelivery, 'headers' | 'body'>, targetUrl: string): Promise<number> {
  const response = await fetch(targetUrl, { method: 'POST', headers: delivery.headers, body: delivery.body });
  await response.body?.cancel().catch(() => undefined);
  return response.status;
}

/** How a delivery's body is written; PayPal signs whatever bytes it sends, so tests may send other renderings. */
type RenderEvent = (event: Record<string, unknown>) => string;

function compactJson(event: Record<string, unknown>): string {
  return JSON.stringify(event);
}

/** PayPal's `details[]` entry: the specific issue behind a 4xx. */
interface ErrorDetail {
  issue: string;
  description: string;
  field?: string;
  location?: 'body' | 'path' | 'query';
}

class SimulatorError extends Error {
  constructor(
    readonly status: number,
    override readonly name: string,
    message: string,
    readonly detail?: ErrorDetail,
  ) {
    super(message);
  }
}

// PayPal's error answers, each with the `name` and `message` its schema fixes (error_400, error_404, error_422, error_500, error_503).
function invalidRequest(detail: ErrorDetail): SimulatorError {
  return new SimulatorError(400, 'INVALID_REQUEST', 'Request is not well-formed, syntactically incorrect, or violates schema.', detail);
}

function missingParameter(field: string): ErrorDetail {
  return { field, location: 'body', issue: 'MISSING_REQUIRED_PARAMETER', description: 'A required field is missing.' };
}

function notFound(detail?: ErrorDetail): SimulatorError {
  return new SimulatorError(404, 'RESOURCE_NOT_FOUND', 'The specified resource does not exist.', detail);
}

function unprocessable(issue: string, description: string): SimulatorError {
  return new SimulatorError(422, 'UNPROCESSABLE_ENTITY', 'The requested action could not be performed, semantically incorrect, or failed business validation.', { issue, description });
}

/** The resource a path names does not exist (billing_subscriptions_v1's `404` schema). */
const NO_SUCH_RESOURCE: ErrorDetail = { issue: 'INVALID_RESOURCE_ID', description: 'Specified resource ID does not exist. Please check the resource ID and try again.' };

/** A request naming a plan or product that does not exist (what PayPal answers, and subscriptions.revise-404's wording). */
const UNKNOWN_REFERENCE: ErrorDetail = { issue: 'INVALID_RESOURCE_ID', description: 'Requested resource ID was not found.' };

/**
 * The interruptions tests ask for. A 429 has no schema in the three OpenAPI files; its body
 * is PayPal's documented RATE_LIMIT_REACHED in the common error shape.
 */
const OUTAGES: Record<429 | 500 | 503, () => SimulatorError> = {
  429: () => new SimulatorError(429, 'RATE_LIMIT_REACHED', 'Too many requests. Blocked due to rate limiting.'),
  500: () => new SimulatorError(500, 'INTERNAL_SERVER_ERROR', 'An internal server error occurred.'),
  503: () => new SimulatorError(503, 'SERVICE_UNAVAILABLE', 'Service Unavailable.'),
};

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/**
 * An id shaped like PayPal's: `prefix` and `length` upper-case letters and digits, as in
 * `I-BW452GLLEP1G` (subscription), `BA-2M539689T3856352J` (approval token), a 17-character
 * sale or refund id, `PAYID-` and 24 (payment), `WH-` 17 `-` 17 (webhook event).
 */
function paypalId(prefix: string, length: number): string {
  return prefix + Array.from({ length }, () => ID_ALPHABET[randomInt(ID_ALPHABET.length)]).join('');
}

function cancelRedirect(subscription: SimulatedSubscription): string {
  const url = new URL(subscription.cancelUrl);
  url.searchParams.set('token', subscription.baToken);
  return url.toString();
}

/** The cycle execution of an endless plan (total_cycles 0) after `completed` payments. */
function regularCycles(completed: number): CycleExecution {
  return { tenure_type: 'REGULAR', sequence: 1, cycles_completed: completed, cycles_remaining: 0, total_cycles: 0 };
}

/** A sale's state as billing_subscriptions_v1's transaction `status`. */
const TRANSACTION_STATUS: Record<SimulatedSale['state'], string> = {
  completed: 'COMPLETED',
  partially_refunded: 'PARTIALLY_REFUNDED',
  refunded: 'REFUNDED',
  reversed: 'REFUNDED',
};

function toCents(amount: string): number {
  return Math.round(Number(amount) * 100);
}

function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  result.setUTCMonth(result.getUTCMonth() + months);
  return result;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(body));
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

/**
 * Payment preferences after a JSON Patch of `replace` operations on `paths` (PayPal's
 * paths for them in a plan or a subscription); PayPal's 400 issues for anything else.
 */
function patchedPreferences(current: PaymentPreferences, body: unknown, paths: Record<keyof PaymentPreferences, string>): PaymentPreferences {
  if (!Array.isArray(body) || body.length === 0) {
    throw invalidRequest({ issue: 'INVALID_PARAMETER_SYNTAX', description: 'The value of a field does not conform to the expected format.' });
  }
  const preferences = { ...current };
  for (const operation of body as Array<{ op?: unknown; path?: unknown; value?: unknown }>) {
    const field = (Object.keys(paths) as Array<keyof PaymentPreferences>).find((name) => paths[name] === operation.path);
    const at = { field: String(operation.path), location: 'body' as const };
    if (!field) throw invalidRequest({ ...at, issue: 'INVALID_PATCH_PATH', description: 'The specified field cannot be patched.' });
    if (operation.op !== 'replace') throw invalidRequest({ ...at, issue: 'UNSUPPORTED_PATCH_OPERATION', description: 'The specified patch operation not supported for this field.' });
    const valid = field === 'auto_bill_outstanding' ? typeof operation.value === 'boolean' : Number.isInteger(operation.value) && (operation.value as number) >= 0;
    if (!valid) throw invalidRequest({ ...at, issue: 'INVALID_PARAMETER_VALUE', description: 'The value of a field is invalid.' });
    Object.assign(preferences, { [field]: operation.value });
  }
  return preferences;
}

/** 204 once the operation before it (its argument, evaluated first) went through. */
function noContent(response: ServerResponse, _done?: void): void {
  response.writeHead(204).end();
}

/** 202: PayPal took the request for processing; what it did shows in the subscription. */
function accepted(response: ServerResponse, _done?: void): void {
  response.writeHead(202).end();
}

/** A sum in cents as PayPal's `money` in US dollars ("12.50"). */
function usd(cents: number): Money {
  return { currency_code: 'USD', value: (cents / 100).toFixed(2) };
}

function redirect(response: ServerResponse, location: string): void {
  response.writeHead(303, { Location: location });
  response.end();
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * The create request's `start_time` (billing starts then, with nothing charged before it), as
 * an ISO date-time; undefined when absent. Anything that is not a date-time is refused as
 * PayPal refuses it (400 INVALID_PARAMETER_VALUE).
 */
function requestedStartTime(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  const time = typeof value === 'string' ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(time)) {
    throw invalidRequest({ field: '/start_time', location: 'body', issue: 'INVALID_PARAMETER_VALUE', description: 'The value of a field is invalid.' });
  }
  return new Date(time).toISOString();
}
