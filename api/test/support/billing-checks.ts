import request from 'supertest';
import {
  BillingDocumentRepositoryPort,
  DEFAULT_RECONCILIATION_LIMITS,
  WEBHOOK_EVENT_RETENTION_DEFAULT_DAYS,
  IssueBillingDocumentUseCase,
  IssueMissingDocumentsUseCase,
  PaymentLedgerPort,
  LicenseRepositoryPort,
  PaymentProviderPort,
  PaymentRecorder,
  ReconcileSubscriptionsUseCase,
  SubscriptionRepositoryPort,
  SubscriptionSync,
  WebhookEventRepositoryPort,
} from '@pointforge/domain';
import { FixedClock } from '@pointforge/domain/testing';
import type { WebhookDelivery } from '@pointforge/infra';
import type { AccountsStack } from './accounts-stack';
import type { SignedInUser } from './signed-in-users';

/** Long enough for a second email, were one queued, to reach the SMTP server. */
export const SETTLE_MS = 1_500;

/** POSTs a (simulator-signed) delivery to the stack's PayPal webhook. */
export function postWebhook(stack: AccountsStack, delivery: Pick<WebhookDelivery, 'headers' | 'body'>) {
  return request(stack.http).post('/api/webhooks/paypal').set(delivery.headers).send(delivery.body);
}

/** The caller's licences as the dashboard's Licenses tab reads them. */
export async function licensesOf(user: SignedInUser): Promise<Array<{ licenseKey: string; isActive: boolean; expiryDate: string }>> {
  return (await user.browser.get('/api/licenses/me')).body.licenses;
}

/** Waits for the first message, then long enough to see that no second one follows. */
export async function expectOneMessage(stack: AccountsStack, email: string, subject: string) {
  const mail = await stack.mailbox.waitForMessage(email, subject);
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  expect(await stack.mailbox.messages(email, subject)).toHaveLength(1);
  return mail;
}

/** Reconciliation as the scheduled job runs it, in the stack's first app, on a clock `aheadMs` in the future. */
export function reconcileLater(stack: AccountsStack, aheadMs: number) {
  const app = stack.apps[0]!;
  const clock = new FixedClock(new Date(Date.now() + aheadMs));
  // A document the sweep cannot issue fails the test.
  const missingDocuments = new IssueMissingDocumentsUseCase(
    app.get(PaymentLedgerPort),
    app.get(BillingDocumentRepositoryPort),
    app.get(IssueBillingDocumentUseCase),
    clock,
    (error) => {
      throw error;
    },
  );
  return new ReconcileSubscriptionsUseCase(
    app.get(SubscriptionRepositoryPort),
    app.get(LicenseRepositoryPort),
    app.get(PaymentProviderPort),
    app.get(SubscriptionSync),
    clock,
    DEFAULT_RECONCILIATION_LIMITS,
    app.get(WebhookEventRepositoryPort),
    app.get(PaymentRecorder),
    missingDocuments,
    WEBHOOK_EVENT_RETENTION_DEFAULT_DAYS,
  ).execute();
}
