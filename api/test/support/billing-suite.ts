import { DEFAULT_GRACE_PERIOD_MS } from '@pointforge/domain';
import { PaypalSimulator, type WebhookDelivery } from '@pointforge/infra';
import { paypalSimulatorEnvironment } from '@pointforge/infra/testing/paypal-simulator-environment';
import { startProductionStack, type AccountsStack } from './accounts-stack';
import { expectOneMessage, licensesOf, postWebhook, reconcileLater } from './billing-checks';
import { SignedInUsers, type SignedInUser } from './signed-in-users';

/* What the /api/subscriptions/* specs (billing.int-spec.ts, billing-payments.int-spec.ts) share. */

export interface BillingSuite {
  /** The running stack, the PayPal simulator it talks to and its signed-in users (from beforeAll on). */
  readonly stack: AccountsStack;
  readonly simulator: PaypalSimulator;
  readonly users: SignedInUsers;
  /** The stack's first app, for its repositories and use cases. */
  app(): AccountsStack['apps'][number];
  checkout(user: SignedInUser, plan?: string, billingType?: string): Promise<{ subscriptionId: string; paypalId: string; approvalUrl: string }>;
  execute(user: SignedInUser, paypalId: string): ReturnType<SignedInUser['browser']['post']>;
  webhook(delivery: Pick<WebhookDelivery, 'headers' | 'body'>): ReturnType<typeof postWebhook>;
  /** A subscriber whose checkout went through: approved at PayPal (first payment taken) and confirmed. */
  subscriber(label: string): Promise<{ user: SignedInUser; paypalId: string; subscriptionId: string }>;
  /** A paid period's end as the licence's expiry: plus the default grace period (BILLING_GRACE_PERIOD_DAYS unset). */
  withGrace(paidUntil: string): string;
  licensesOf: typeof licensesOf;
  expectOneMessage(email: string, subject: string): ReturnType<typeof expectOneMessage>;
  reconcileLater(aheadMs: number): ReturnType<typeof reconcileLater>;
}

/**
 * Starts, for the describe it is called in, the real app in its production shape (MariaDB,
 * Redis, worker, SMTP) with the real PayPal adapter talking over HTTP to a simulator started
 * here, and gives the helpers the specs check out and pay with.
 */
export function billingSuite(label: string): BillingSuite {
  let stack: AccountsStack | undefined;
  let simulator: PaypalSimulator | undefined;
  let users: SignedInUsers | undefined;

  beforeAll(async () => {
    simulator = new PaypalSimulator();
    const baseUrl = await simulator.listen();
    stack = await startProductionStack(label, {
      env: paypalSimulatorEnvironment(baseUrl),
    });
    users = new SignedInUsers(stack.http, stack.mailbox, stack.origin, label);
  }, 120_000);

  afterAll(async () => {
    await stack?.close();
    await simulator?.close();
  });

  const running = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the billing stack is not started');
    return value;
  };

  const suite: BillingSuite = {
    get stack() {
      return running(stack);
    },
    get simulator() {
      return running(simulator);
    },
    get users() {
      return running(users);
    },
    app: () => running(stack).apps[0]!,
    async checkout(user, plan = 'standard', billingType = 'annual') {
      const created = await user.browser.post('/api/subscriptions/create', { plan, billingType });
      expect(created.status).toBe(201);
      const paypalId = [...running(simulator).subscriptions.values()].find((s) => s.custom_id === created.body.subscriptionId)!.id;
      return { subscriptionId: created.body.subscriptionId as string, paypalId, approvalUrl: created.body.approvalUrl as string };
    },
    execute(user, paypalId) {
      return user.browser.post('/api/subscriptions/execute', { subscriptionId: paypalId, token: 'BA-x', plan: 'standard', billingType: 'annual' });
    },
    webhook: (delivery) => postWebhook(running(stack), delivery),
    async subscriber(name) {
      const user = await running(users).create(name);
      const { paypalId, subscriptionId } = await suite.checkout(user);
      running(simulator).approve(paypalId);
      expect((await suite.execute(user, paypalId)).status).toBe(200);
      return { user, paypalId, subscriptionId };
    },
    withGrace(paidUntil) {
      return new Date(new Date(paidUntil).getTime() + DEFAULT_GRACE_PERIOD_MS).toISOString();
    },
    licensesOf,
    expectOneMessage: (email, subject) => expectOneMessage(running(stack), email, subject),
    reconcileLater: (aheadMs) => reconcileLater(running(stack), aheadMs),
  };
  return suite;
}
