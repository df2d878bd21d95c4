import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SIMULATOR_CREDENTIALS } from './catalog';
import { SimulatorRoutes } from './routes';
import type { PaypalSimulatorOptions, SimulatorRequest } from './types';

export { SIMULATOR_CREDENTIALS, simulatorPlanIds } from './catalog';
export { deliver } from './signing';
export type { PaypalSimulatorOptions, SimulatedSale, SimulatedSubscription, SimulatorRequest, WebhookDelivery } from './types';

/**
 * PayPal's REST API played locally, speaking its shapes: OAuth2 token, catalog products and
 * billing plans, subscriptions (create → APPROVAL_PENDING with an `approve` link to the
 * simulator's own approval page, get, cancel) and verify-webhook-signature (SUCCESS only
 * for deliveries it signed). The approval page redirects back as PayPal does, with
 * `subscription_id`, `ba_token` and `token`. Each payment is a v1 `sale` (GET
 * /v1/payments/sale/{id}) at the plan's price. State lives in memory. Tests drive it through
 * the methods below (`emitWebhook`, `cancelAtProvider`, `recordRenewal`, `approve`,
 * `refundLatestPayment`, `reverseLatestPayment`).
 *
 * The class is layered by concern, each layer in its own file: `SubscriptionState` (creation,
 * approval, first payment), `SubscriptionBilling` (renewals, capture, patches, revisions),
 * `SalesState` (refunds, reversals, disputes, signed events), `SimulatorRoutes` (the HTTP
 * paths); beside them `catalog`, `orders`, `signing`, `errors` and `approval-page`.
 */
export class PaypalSimulator extends SimulatorRoutes {
  private server: Server | null = null;

  constructor(options: PaypalSimulatorOptions = {}) {
    super({ ...SIMULATOR_CREDENTIALS, ...options });
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
    this.catalog.inactivePlans.add(planId);
  }

  /** The calls received on one path (`/v1/billing/subscriptions`…), method optional. */
  requestsTo(path: string, method?: string): SimulatorRequest[] {
    return this.requests.filter((request) => request.path === path && (!method || request.method === method));
  }

  /** The buyer approves the order on PayPal's page; returns where the browser goes (`token` the order id, and `PayerID`). */
  approveOrder(id: string, options: { paymentDeclines?: boolean } = {}): string {
    return this.orderBook.approve(id, options);
  }
}
