import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BILLING_TYPES, PAID_PLAN_IDS, getPlan, priceFor, type ProviderPlanIds } from '@pointforge/domain';

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
  last_failed_payment?: { time: string; amount: Money };
}

/** PayPal suspends a subscription after this many failed payments unless its plan says otherwise. */
const PAYMENT_FAILURE_THRESHOLD = 3;

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
  /** Buyers' disputes, in PayPal's `dispute` shape, by dispute id. */
  readonly disputes = new Map<string, Record<string, unknown>>();
  readonly products = new Map<string, Record<string, unknown>>();
  readonly plans = new Map<string, Record<string, unknown> & { intervalMonths: number }>();
  /** Where the approval page lives: the server's own URL once listening. */
  baseUrl = '';
  private readonly tokens = new Set<string>();
  /** Test control: answers served instead of the next authenticated calls (429, 5xx). */
  private readonly interruptions: Array<{ status: number; retryAfterSeconds?: number }> = [];
  /** Plans made inactive at PayPal: a subscription to them is refused (422 PLAN_STATUS_INVALID). */
  private readonly inactivePlans = new Set<string>();
  /** PayPal-Request-Id of each create, and the subscription it made: a retry gets the same one. */
  private readonly createdByRequestId = new Map<string, string>();
  private readonly signingKey = randomBytes(32);
  private readonly credentials: Required<PaypalSimulatorOptions>;
  private server: Server | null = null;
  private sequence = 0;

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
   * The buyer clicks Approve; returns where the browser goes. The first payment is taken and
   * the subscription becomes ACTIVE, or, with `paymentDeclines` (the approval page's "payment
   * declines" choice), it stays APPROVED with nothing paid until `collectPayment`.
   */
  approve(id: string, { paymentDeclines = false }: { paymentDeclines?: boolean } = {}): string {
    const subscription = this.mustGet(id);
    const now = new Date();
    subscription.start_time = now.toISOString();
    subscription.status_update_time = now.toISOString();
    if (paymentDeclines) {
      subscription.status = 'APPROVED';
    } else {
      subscription.status = 'ACTIVE';
      subscription.billing_info = {
        ...this.settled(),
        next_billing_time: addMonths(now, this.intervalMonths(subscription.plan_id)).toISOString(),
        last_payment: this.takePayment(subscription, now),
      };
    }
    const url = new URL(subscription.returnUrl);
    url.searchParams.set('subscription_id', subscription.id);
    url.searchParams.set('ba_token', subscription.baToken);
    url.searchParams.set('token', subscription.baToken);
    return url.toString();
  }

  /** A declined first payment goes through after all (the buyer fixed the card): ACTIVE, paid, billed again one period on. */
  collectPayment(id: string): void {
    const subscription = this.mustGet(id);
    const now = new Date();
    subscription.status = 'ACTIVE';
    subscription.status_update_time = now.toISOString();
    subscription.billing_info = {
      ...this.settled(),
      next_billing_time: addMonths(now, this.intervalMonths(subscription.plan_id)).toISOString(),
      last_payment: this.takePayment(subscription, now),
    };
  }

  /**
   * A renewal PayPal could not collect: one more failed payment, the amount outstanding,
   * next_billing_time unchanged; at the failure threshold (3) the subscription is SUSPENDED.
   */
  failRenewal(id: string): void {
    const subscription = this.mustGet(id);
    const amount = { currency_code: 'USD', value: this.planPrice(subscription.plan_id) };
    const info = subscription.billing_info;
    info.failed_payments_count += 1;
    info.outstanding_balance = amount;
    info.last_failed_payment = { time: new Date().toISOString(), amount };
    if (info.failed_payments_count >= PAYMENT_FAILURE_THRESHOLD) {
      subscription.status = 'SUSPENDED';
      subscription.status_update_time = new Date().toISOString();
    }
  }

  /** The merchant re-activates a SUSPENDED subscription at PayPal (BILLING.SUBSCRIPTION.RE-ACTIVATED). */
  reactivate(id: string): void {
    const subscription = this.mustGet(id);
    subscription.status = 'ACTIVE';
    subscription.status_update_time = new Date().toISOString();
  }

  /** Only the APPROVED step (PayPal's state between approval and activation). */
  markApproved(id: string): void {
    this.mustGet(id).status = 'APPROVED';
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
   * A renewal payment, on time or late: next_billing_time moves one period on, last_payment
   * is now, failures and the outstanding balance are cleared, and a SUSPENDED subscription is ACTIVE again.
   */
  recordRenewal(id: string): void {
    const subscription = this.mustGet(id);
    const next = new Date(subscription.billing_info.next_billing_time ?? Date.now());
    if (subscription.status === 'SUSPENDED') subscription.status = 'ACTIVE';
    subscription.billing_info = {
      ...this.settled(),
      next_billing_time: addMonths(next, this.intervalMonths(subscription.plan_id)).toISOString(),
      last_payment: this.takePayment(subscription, new Date()),
    };
  }

  /** The subscription's most recent payment. */
  latestSale(subscriptionId: string): SimulatedSale {
    const sale = [...this.sales.values()].filter((candidate) => candidate.billing_agreement_id === subscriptionId).pop();
    if (!sale) throw new SimulatorError(404, 'RESOURCE_NOT_FOUND', `No payment of ${subscriptionId}`);
    return sale;
  }

  /**
   * The merchant refunds the latest payment, in full or `amount` of it ("20.00"); returns the
   * PAYMENT.SALE.REFUNDED delivery PayPal sends, whose resource is the refund: `sale_id`,
   * `parent_payment`, `amount`, no `billing_agreement_id`.
   */
  refundLatestPayment(subscriptionId: string, amount?: string): WebhookDelivery {
    const sale = this.latestSale(subscriptionId);
    const total = amount ?? sale.amount.total;
    const now = new Date().toISOString();
    sale.refundedCents += toCents(total);
    sale.state = sale.refundedCents >= toCents(sale.amount.total) ? 'refunded' : 'partially_refunded';
    sale.update_time = now;
    return this.signedDelivery('PAYMENT.SALE.REFUNDED', 'refund', {
      id: this.newId('REFUND-'),
      state: 'completed',
      amount: { total, currency: sale.amount.currency },
      sale_id: sale.id,
      parent_payment: sale.parent_payment,
      create_time: now,
      update_time: now,
    });
  }

  /**
   * The buyer's bank takes the latest payment back (a chargeback); returns the
   * PAYMENT.SALE.REVERSED delivery, whose resource is the sale, now `reversed`.
   */
  reverseLatestPayment(subscriptionId: string): WebhookDelivery {
    const sale = this.latestSale(subscriptionId);
    sale.state = 'reversed';
    sale.update_time = new Date().toISOString();
    const { billing_agreement_id: _subscription, ...resource } = this.saleView(sale);
    return this.signedDelivery('PAYMENT.SALE.REVERSED', 'sale', resource);
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
      dispute_id: this.newId('PP-D-'),
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
    if (!dispute) throw new SimulatorError(404, 'RESOURCE_NOT_FOUND', NOT_FOUND_MESSAGE);
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
    const subscription = this.mustGet(subscriptionId);
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
        return sendJson(response, 400, { name: 'MALFORMED_REQUEST', message: 'Body is not JSON' });
      }
    }
    const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
    const method = request.method ?? 'GET';
    this.requests.push({ method, path: url.pathname, headers, body });
    try {
      this.route(method, url, headers, body, raw, response);
    } catch (error) {
      if (error instanceof SimulatorError) return sendJson(response, error.status, this.errorBody(error));
      throw error;
    }
  }

  private route(method: string, url: URL, headers: Record<string, string>, body: unknown, raw: string, response: ServerResponse): void {
    const path = url.pathname;
    if (method === 'POST' && path === '/v1/oauth2/token') return this.issueToken(headers, body, response);
    if (method === 'GET' && path === '/checkoutnow') return this.approvalPage(url.searchParams.get('ba_token') ?? '', response);
    if (method === 'POST' && (path === '/checkoutnow/approve' || path === '/checkoutnow/cancel')) {
      const form = new URLSearchParams(typeof body === 'string' ? body : '');
      const baToken = form.get('ba_token') ?? '';
      const subscription = [...this.subscriptions.values()].find((candidate) => candidate.baToken === baToken);
      if (!subscription || subscription.status !== 'APPROVAL_PENDING') throw new SimulatorError(404, 'RESOURCE_NOT_FOUND', 'No pending approval');
      const paymentDeclines = form.get('payment') === 'declines';
      return redirect(response, path.endsWith('approve') ? this.approve(subscription.id, { paymentDeclines }) : cancelRedirect(subscription));
    }

    this.authenticate(headers);
    const interruption = this.interruptions.shift();
    if (interruption) return this.interrupt(interruption, response);
    const json = (body ?? {}) as Record<string, unknown>;
    if (method === 'POST' && path === '/v1/catalogs/products') {
      const product = { id: this.newId('PROD-'), name: json.name, type: json.type, category: json.category, description: json.description, create_time: new Date().toISOString() };
      this.products.set(product.id, product);
      return sendJson(response, 201, product);
    }
    if (method === 'POST' && path === '/v1/billing/plans') return this.createPlan(json, response);
    if (method === 'POST' && path === '/v1/billing/subscriptions') return this.createSubscription(json, headers['paypal-request-id'], response);
    if (method === 'POST' && path === '/v1/notifications/verify-webhook-signature') {
      return sendJson(response, 200, { verification_status: this.verify(json, raw) ? 'SUCCESS' : 'FAILURE' });
    }
    const sale = /^\/v1\/payments\/sale\/([^/]+)$/.exec(path);
    if (method === 'GET' && sale?.[1]) {
      const found = this.sales.get(decodeURIComponent(sale[1]));
      if (!found) throw new SimulatorError(404, 'RESOURCE_NOT_FOUND', NOT_FOUND_MESSAGE);
      return sendJson(response, 200, this.saleView(found));
    }
    const match = /^\/v1\/billing\/subscriptions\/([^/]+)(\/cancel)?$/.exec(path);
    if (match?.[1]) {
      const subscription = this.mustGet(decodeURIComponent(match[1]));
      if (method === 'GET' && !match[2]) return sendJson(response, 200, this.publicView(subscription));
      if (method === 'POST' && match[2]) {
        if (subscription.status !== 'ACTIVE' && subscription.status !== 'SUSPENDED') {
          throw new SimulatorError(422, 'UNPROCESSABLE_ENTITY', UNPROCESSABLE_MESSAGE, {
            issue: 'SUBSCRIPTION_STATUS_INVALID',
            description: 'Invalid subscription status for cancel action; subscription status should be active or suspended.',
          });
        }
        subscription.status = 'CANCELLED';
        subscription.status_update_time = new Date().toISOString();
        response.writeHead(204).end();
        return;
      }
    }
    throw new SimulatorError(404, 'RESOURCE_NOT_FOUND', `No route ${method} ${path}`);
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

  private interrupt(interruption: { status: number; retryAfterSeconds?: number }, response: ServerResponse): void {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (interruption.retryAfterSeconds !== undefined) headers['Retry-After'] = String(interruption.retryAfterSeconds);
    const error =
      interruption.status === 429
        ? new SimulatorError(429, 'RATE_LIMIT_REACHED', 'Too many requests. Blocked due to rate limiting.')
        : new SimulatorError(interruption.status, 'INTERNAL_SERVER_ERROR', 'An internal server error occurred.');
    response.writeHead(interruption.status, headers);
    response.end(JSON.stringify(this.errorBody(error)));
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
    if (typeof json.product_id !== 'string' || !this.products.has(json.product_id) || !frequency) {
      throw new SimulatorError(400, 'INVALID_REQUEST', 'product_id and billing_cycles are required');
    }
    const months = (frequency.interval_unit === 'YEAR' ? 12 : 1) * (frequency.interval_count ?? 1);
    const plan = { id: this.newId('P-'), product_id: json.product_id, name: json.name, status: 'ACTIVE', billing_cycles: cycles, create_time: new Date().toISOString(), intervalMonths: months };
    this.plans.set(plan.id, plan);
    const { intervalMonths: _months, ...view } = plan;
    sendJson(response, 201, view);
  }

  private createSubscription(json: Record<string, unknown>, requestId: string | undefined, response: ServerResponse): void {
    const context = (json.application_context ?? {}) as Record<string, unknown>;
    if (typeof json.plan_id !== 'string' || typeof context.return_url !== 'string' || typeof context.cancel_url !== 'string') {
      throw new SimulatorError(400, 'INVALID_REQUEST', 'plan_id, application_context.return_url and cancel_url are required');
    }
    const earlier = requestId === undefined ? undefined : this.subscriptions.get(this.createdByRequestId.get(requestId) ?? '');
    if (earlier) return sendJson(response, 201, this.publicView(earlier));
    if (this.inactivePlans.has(json.plan_id)) {
      throw new SimulatorError(422, 'UNPROCESSABLE_ENTITY', UNPROCESSABLE_MESSAGE, {
        issue: 'PLAN_STATUS_INVALID',
        description: 'Invalid plan status for subscription creation; plan status should be active.',
      });
    }
    const now = new Date().toISOString();
    const subscription: SimulatedSubscription = {
      id: this.newId('I-'),
      status: 'APPROVAL_PENDING',
      plan_id: json.plan_id,
      custom_id: typeof json.custom_id === 'string' ? json.custom_id : '',
      start_time: now,
      create_time: now,
      status_update_time: now,
      billing_info: this.settled(),
      returnUrl: context.return_url,
      cancelUrl: context.cancel_url,
      baToken: this.newId('BA-'),
    };
    this.subscriptions.set(subscription.id, subscription);
    if (requestId !== undefined) this.createdByRequestId.set(requestId, subscription.id);
    sendJson(response, 201, this.publicView(subscription));
  }

  private signedDelivery(type: string, resourceType: string, resource: Record<string, unknown>, render: RenderEvent = compactJson): WebhookDelivery {
    const event = {
      id: this.newId('WH-'),
      event_version: '1.0',
      create_time: new Date().toISOString(),
      resource_type: resourceType,
      event_type: type,
      summary: `Simulated ${type}`,
      resource,
    };
    const transmissionId = randomBytes(16).toString('hex');
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

  /** A payment of one period at the plan's price, recorded as a sale; returns it as `last_payment`. */
  private takePayment(subscription: SimulatedSubscription, time: Date): { time: string; amount: { currency_code: string; value: string } } {
    const sale: SimulatedSale = {
      id: this.newId('SALE-'),
      state: 'completed',
      amount: { total: this.planPrice(subscription.plan_id), currency: 'USD' },
      billing_agreement_id: subscription.id,
      parent_payment: this.newId('PAYID-'),
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
    const subscription = [...this.subscriptions.values()].find((candidate) => candidate.baToken === baToken);
    if (!subscription) throw new SimulatorError(404, 'RESOURCE_NOT_FOUND', 'Unknown approval token');
    const token = escapeHtml(baToken);
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
    response.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>PayPal sandbox simulator</title></head>
<body><main><h1>PayPal sandbox simulator</h1><p>Subscribe to plan ${escapeHtml(subscription.plan_id)}. No money moves.</p>
<form method="post" action="/checkoutnow/approve"><input type="hidden" name="ba_token" value="${token}">
<p><label><input type="radio" name="payment" value="succeeds" checked> Payment succeeds</label>
<label><input type="radio" name="payment" value="declines"> Payment declines</label></p>
<button type="submit">Approve</button></form>
<form method="post" action="/checkoutnow/cancel"><input type="hidden" name="ba_token" value="${token}"><button type="submit">Cancel</button></form>
</main></body></html>`);
  }

  private publicView(subscription: SimulatedSubscription): Record<string, unknown> {
    const { returnUrl: _return, cancelUrl: _cancel, baToken, ...view } = subscription;
    return {
      ...view,
      links: [
        { href: `${this.baseUrl}/checkoutnow?ba_token=${baToken}`, rel: 'approve', method: 'GET' },
        { href: `${this.baseUrl}/v1/billing/subscriptions/${subscription.id}`, rel: 'self', method: 'GET' },
      ],
    };
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
    if (!subscription) throw new SimulatorError(404, 'RESOURCE_NOT_FOUND', NOT_FOUND_MESSAGE);
    return subscription;
  }

  private newId(prefix: string): string {
    this.sequence += 1;
    return `${prefix}${randomBytes(6).toString('hex').toUpperCase()}${this.sequence}`;
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

/** PayPal's `message` on every 404. */
const NOT_FOUND_MESSAGE = 'The specified resource does not exist.';

/** PayPal's `message` on every 422. */
const UNPROCESSABLE_MESSAGE = 'The requested action could not be performed, semantically incorrect, or failed business validation.';

class SimulatorError extends Error {
  constructor(
    readonly status: number,
    override readonly name: string,
    message: string,
    /** PayPal's `details[]` entry: the specific issue behind a 400 or 422. */
    readonly detail?: { issue: string; description: string },
  ) {
    super(message);
  }
}

function cancelRedirect(subscription: SimulatedSubscription): string {
  const url = new URL(subscription.cancelUrl);
  url.searchParams.set('token', subscription.baToken);
  return url.toString();
}

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

function redirect(response: ServerResponse, location: string): void {
  response.writeHead(303, { Location: location });
  response.end();
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
