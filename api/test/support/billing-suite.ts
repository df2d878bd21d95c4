import { DEFAULT_GRACE_PERIOD_MS } from '@pointforge/domain';
import { PaypalSimulator, type WebhookDelivery } from '@pointforge/infra';
import type { AccountsStack } from './accounts-stack';
import { expectOneMessage, licensesOf, postWebhook, reconcileLater } from './billing-checks';
import type { SignedInUser } from './signed-in-users';
import { paypalService, stackSuite, type StackSuite, type StackSuiteOptions } from './stack-suite';

/* What the specs that check out and pay through the PayPal simulator (billing*, refunds, resume, plan-change…) share. */

/** What a subscriber bought (Standard annual unless told) and how they signed up. */
export interface Purchase {
  plan?: string;
  billingType?: string;
  /** firstName, lastName, company… of the account. */
  profile?: object;
}

export interface BillingSuite extends StackSuite {
  /** The PayPal simulator the stack's real PayPal adapter talks to over HTTP (listening from beforeAll on). */
  readonly simulator: PaypalSimulator;
  /** The stack's first app, for its repositories and use cases. */
  app(): AccountsStack['apps'][number];
  /** The id PayPal gave the subscription the API created as `subscriptionId`. */
  paypalIdOf(subscriptionId: string): string;
  checkout(user: SignedInUser, plan?: string, billingType?: string): Promise<{ subscriptionId: string; paypalId: string; approvalUrl: string }>;
  execute(user: SignedInUser, paypalId: string, plan?: string, billingType?: string): ReturnType<SignedInUser['browser']['post']>;
  webhook(delivery: Pick<WebhookDelivery, 'headers' | 'body'>): ReturnType<typeof postWebhook>;
  /** A subscriber whose checkout went through: approved at PayPal (first payment taken) and confirmed. */
  subscriber(label: string, purchase?: Purchase): Promise<{ user: SignedInUser; paypalId: string; subscriptionId: string; licenseKey: string }>;
  /** A paid period's end as the licence's expiry: plus the default grace period (BILLING_GRACE_PERIOD_DAYS unset). */
  withGrace(paidUntil: string): string;
  licensesOf: typeof licensesOf;
  expectOneMessage(email: string, subject: string): ReturnType<typeof expectOneMessage>;
  reconcileLater(aheadMs: number): ReturnType<typeof reconcileLater>;
}

/**
 * Starts, for the describe it is called in, the real app (in its production shape unless
 * `options.start` says otherwise) with the real PayPal adapter talking over HTTP to a
 * simulator started here, and gives the helpers the specs check out and pay with.
 */
export function billingSuite(label: string, options: StackSuiteOptions = {}): BillingSuite {
  const simulator = new PaypalSimulator();
  const { stack, users } = stackSuite(label, { ...options, services: [paypalService(simulator), ...(options.services ?? [])] });

  const suite: BillingSuite = {
    stack,
    users,
    simulator,
    app: () => stack.apps[0]!,
    paypalIdOf: (subscriptionId) => [...simulator.subscriptions.values()].find((s) => s.custom_id === subscriptionId)!.id,
    async checkout(user, plan = 'standard', billingType = 'annual') {
      const created = await user.browser.post('/api/subscriptions/create', { plan, billingType });
      expect(created.status).toBe(201);
      const subscriptionId = created.body.subscriptionId as string;
      return { subscriptionId, paypalId: suite.paypalIdOf(subscriptionId), approvalUrl: created.body.approvalUrl as string };
    },
    execute(user, paypalId, plan = 'standard', billingType = 'annual') {
      return user.browser.post('/api/subscriptions/execute', { subscriptionId: paypalId, token: 'BA-x', plan, billingType });
    },
    webhook: (delivery) => postWebhook(stack, delivery),
    async subscriber(name, { plan, billingType, profile } = {}) {
      const user = await users.create(name, profile);
      const { paypalId, subscriptionId } = await suite.checkout(user, plan, billingType);
      simulator.approve(paypalId);
      const executed = await suite.execute(user, paypalId, plan, billingType);
      expect(executed.status).toBe(200);
      return { user, paypalId, subscriptionId, licenseKey: executed.body.license.licenseKey as string };
    },
    withGrace(paidUntil) {
      return new Date(new Date(paidUntil).getTime() + DEFAULT_GRACE_PERIOD_MS).toISOString();
    },
    licensesOf,
    expectOneMessage: (email, subject) => expectOneMessage(stack, email, subject),
    reconcileLater: (aheadMs) => reconcileLater(stack, aheadMs),
  };
  return suite;
}
