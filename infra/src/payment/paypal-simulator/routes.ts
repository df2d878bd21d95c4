import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { escapeHtml, hiddenInput, sendApprovalPage } from './approval-page';
import { SimulatorError, errorBody, invalidRequest, notFound, OUTAGES, NO_SUCH_RESOURCE } from './errors';
import { SimulatorOrders } from './orders';
import { SalesState } from './sales';
import type { SimulatedOrder, SimulatorRequest } from './types';

/** Every simulator answer is an access token that lives this long. */
const TOKEN_LIFETIME_S = 32_400;

/**
 * PayPal's REST paths over the simulator's state: the OAuth2 token, the approval page and its
 * forms, then (authenticated, unless a test interrupts) catalog, subscriptions, payments,
 * orders and verify-webhook-signature. Each request is recorded in `requests`.
 */
export class SimulatorRoutes extends SalesState {
  readonly requests: SimulatorRequest[] = [];
  protected readonly orderBook = new SimulatorOrders(() => this.baseUrl);
  /** One-time payments (POST /v2/checkout/orders), by id. */
  readonly orders: Map<string, SimulatedOrder> = this.orderBook.orders;
  protected readonly tokens = new Set<string>();
  /** Test control: answers served instead of the next authenticated calls (429, 5xx). */
  protected readonly interruptions: Array<{ status: 429 | 500 | 503; retryAfterSeconds?: number }> = [];

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
      if (orderId !== null)
        return redirect(response, approving ? this.orderBook.approve(orderId, { paymentDeclines }) : this.orderBook.cancelRedirect(orderId));
      const baToken = form.get('ba_token') ?? '';
      const revised = [...this.subscriptions.values()].find((candidate) => candidate.pendingRevision?.baToken === baToken);
      if (revised) return redirect(response, approving ? this.approveRevision(revised.id) : this.cancelRevision(revised.id));
      const subscription = [...this.subscriptions.values()].find((candidate) => candidate.baToken === baToken);
      if (!subscription || subscription.status !== 'APPROVAL_PENDING') throw new SimulatorError(404, 'RESOURCE_NOT_FOUND', 'No pending approval');
      return redirect(response, approving ? this.approve(subscription.id, { paymentDeclines }) : this.cancelRedirect(subscription));
    }

    this.authenticate(headers);
    const interruption = this.interruptions.shift();
    if (interruption) return this.interrupt(interruption, response);
    const json = (body ?? {}) as Record<string, unknown>;
    if (method === 'POST' && path === '/v1/catalogs/products') return sendJson(response, 201, this.catalog.createProduct(json));
    if (method === 'POST' && path === '/v1/billing/plans') return sendJson(response, 201, this.catalog.createPlan(json));
    if (method === 'POST' && path === '/v1/billing/subscriptions')
      return sendJson(response, 201, this.publicView(this.createSubscription(json, headers['paypal-request-id'])));
    if (method === 'POST' && path === '/v1/notifications/verify-webhook-signature') {
      return sendJson(response, 200, { verification_status: this.signer.verify(json, raw) ? 'SUCCESS' : 'FAILURE' });
    }
    if (method === 'POST' && path === '/v2/checkout/orders') return sendJson(response, 201, this.orderBook.create(json, headers['paypal-request-id']));
    const order = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(path);
    if (order?.[1]) {
      const found = this.orderBook.orders.get(decodeURIComponent(order[1]));
      if (!found) throw notFound(NO_SUCH_RESOURCE);
      if (method === 'GET' && !order[2]) return sendJson(response, 200, this.orderBook.view(found));
      if (method === 'POST' && order[2]) return sendJson(response, 201, this.orderBook.capture(found, headers['paypal-request-id']));
    }
    const plan = /^\/v1\/billing\/plans\/([^/]+)$/.exec(path);
    if (method === 'PATCH' && plan?.[1]) return noContent(response, this.catalog.patchPlan(decodeURIComponent(plan[1]), body));
    const saleRefund = /^\/v1\/payments\/sale\/([^/]+)\/refund$/.exec(path);
    if (method === 'POST' && saleRefund?.[1]) {
      const { status, body: refund } = this.refundThroughApi(decodeURIComponent(saleRefund[1]), json, headers['paypal-request-id']);
      return sendJson(response, status, refund);
    }
    const transactions = /^\/v1\/billing\/subscriptions\/([^/]+)\/transactions$/.exec(path);
    if (method === 'GET' && transactions?.[1])
      return sendJson(response, 200, this.listTransactions(this.onCall(this.mustGet(decodeURIComponent(transactions[1]))), url));
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
      if (method === 'POST' && action === 'cancel') return noContent(response, this.cancel(subscription));
      if (method === 'POST' && action === 'capture') return accepted(response, this.captureOnce(subscription, json, headers['paypal-request-id']));
      if (method === 'POST' && action === 'activate') return noContent(response, this.activate(subscription));
      if (method === 'POST' && action === 'revise') return sendJson(response, 200, this.revise(subscription, json, headers['paypal-request-id']));
    }
    throw new SimulatorError(404, 'RESOURCE_NOT_FOUND', `No route ${method} ${path}`);
  }

  private orderApprovalPage(orderId: string, response: ServerResponse): void {
    const order = this.orderBook.orders.get(orderId);
    if (!order) throw new SimulatorError(404, 'RESOURCE_NOT_FOUND', 'Unknown order');
    const { value, currency_code: currency } = order.purchase_units[0]!.amount;
    sendApprovalPage(response, `Pay ${escapeHtml(value)} ${escapeHtml(currency)} once.`, hiddenInput('order', order.id), true);
  }

  private sendError(response: ServerResponse, error: SimulatorError, headers: Record<string, string> = {}): void {
    response.writeHead(error.status, { 'Content-Type': 'application/json', ...headers });
    response.end(JSON.stringify(errorBody(error)));
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
    sendJson(response, 200, {
      scope: 'https://uri.paypal.com/services/subscriptions',
      access_token: token,
      token_type: 'Bearer',
      app_id: 'APP-SIMULATOR',
      expires_in: TOKEN_LIFETIME_S,
      nonce: randomBytes(8).toString('hex'),
    });
  }

  private authenticate(headers: Record<string, string>): void {
    const token = /^Bearer (.+)$/.exec(headers.authorization ?? '')?.[1];
    if (!token || !this.tokens.has(token)) {
      throw new SimulatorError(
        401,
        'AUTHENTICATION_FAILURE',
        'Authentication failed due to missing authorization header, or invalid authentication credentials.',
      );
    }
  }

  private approvalPage(baToken: string, response: ServerResponse): void {
    const hidden = hiddenInput('ba_token', baToken);
    const revised = [...this.subscriptions.values()].find((candidate) => candidate.pendingRevision?.baToken === baToken);
    if (revised) return sendApprovalPage(response, `Change your subscription to plan ${escapeHtml(revised.pendingRevision!.planId)}.`, hidden, false);
    const subscription = [...this.subscriptions.values()].find((candidate) => candidate.baToken === baToken);
    if (!subscription) throw new SimulatorError(404, 'RESOURCE_NOT_FOUND', 'Unknown approval token');
    sendApprovalPage(response, `Subscribe to plan ${escapeHtml(subscription.plan_id)}.`, hidden, true);
  }
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

/** 204 once the operation before it (its argument, evaluated first) went through. */
function noContent(response: ServerResponse, _done?: void): void {
  response.writeHead(204).end();
}

/** 202: PayPal took the request for processing; what it did shows in the subscription. */
function accepted(response: ServerResponse, _done?: void): void {
  response.writeHead(202).end();
}

function redirect(response: ServerResponse, location: string): void {
  response.writeHead(303, { Location: location });
  response.end();
}
