import { DAY_MS } from '@pointforge/domain';
import { billingSuite } from './support/billing-suite';
import { consoleAdmin } from './support/console-admins';
import { desktopApp } from './support/desktop-app';
import type { SignedInUser } from './support/signed-in-users';
import { NOT_FOUND } from './support/refusals';

const REFUNDED = 'Your PointForge Standard payment was refunded';
const LICENSE_SUSPENDED = 'Your PointForge Standard license is suspended';

interface PaymentBody {
  id: string;
  status: string;
  amount: { value: string; currency: string };
  latest: boolean;
  refundable: boolean;
}

/**
 * Refunds, reversals and disputes through the real app in its production shape (MariaDB,
 * Redis, worker, SMTP) and the real PayPal adapter over HTTP to the simulator: the console's
 * Refund (full or partial), a refund made in PayPal's own dashboard, a reversal of any
 * resource shape, and disputes in the console. A full refund of the latest payment ends
 * billing for good: cancelled at PayPal, the licence off, and nothing later revives it.
 */
describe('refunds and disputes (MariaDB, Redis, worker, SMTP, PayPal simulator over HTTP)', () => {
  const { stack, simulator, users, webhook, subscriber, licensesOf, expectOneMessage, reconcileLater } = billingSuite('refunds');
  const admin = consoleAdmin(stack, users);

  async function paymentsOf(subscriptionId: string): Promise<PaymentBody[]> {
    const answer = await admin.browser.get(`/api/admin/subscriptions/${subscriptionId}/payments`);
    expect(answer.status).toBe(200);
    return answer.body.payments;
  }

  function refund(subscriptionId: string, paymentId: string, body: { reason: string; amount?: string }) {
    return admin.browser.post(`/api/admin/subscriptions/${subscriptionId}/payments/${paymentId}/refund`, body);
  }

  /** Every way the licence could come back after billing ended: late events of the refunded payment and of the subscription, and reconciliation a year on. */
  async function expectNothingRevives(user: SignedInUser, paypalId: string, subscriptionId: string, licenseKey: string) {
    for (const type of ['PAYMENT.SALE.COMPLETED', 'BILLING.SUBSCRIPTION.ACTIVATED', 'BILLING.SUBSCRIPTION.RE-ACTIVATED']) {
      expect((await webhook(simulator.signedEvent(type, paypalId))).status).toBe(200);
    }
    await reconcileLater(400 * DAY_MS);
    expect(simulator.subscriptions.get(paypalId)?.status).toBe('CANCELLED');
    expect(await licensesOf(user)).toEqual([expect.objectContaining({ licenseKey, isActive: false })]);
    expect((await user.browser.get(`/api/subscriptions/${subscriptionId}`)).body.subscription.status).toBe('cancelled');
    expect((await desktopApp(stack.http)('validate', { licenseKey })).body.code).not.toBe('VALID');
  }

  it('console: a full refund of the latest payment cancels the subscription at PayPal, ends the licence, is audited and emailed once; nothing later revives it', async () => {
    const { user, paypalId, subscriptionId, licenseKey } = await subscriber('console-full');
    const [payment] = await paymentsOf(subscriptionId);
    expect(payment).toEqual({
      id: simulator.latestSale(paypalId).id,
      status: 'completed',
      amount: { value: '720.00', currency: 'USD' },
      time: expect.any(String),
      latest: true,
      refundable: true,
    });

    const answer = await refund(subscriptionId, payment!.id, { reason: 'Bought the wrong plan' });

    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      success: true,
      message: 'Refunded $720.00. The subscription is cancelled and its license has ended.',
      refund: { paymentId: payment!.id, amount: { value: '720.00', currency: 'USD' }, full: true },
      endedSubscription: true,
      cancelledAtProvider: true,
      subscription: { id: subscriptionId, status: 'cancelled', nextBillingDate: null },
    });
    const sent = simulator.requestsTo(`/v1/payments/sale/${payment!.id}/refund`, 'POST');
    expect(sent).toEqual([expect.objectContaining({ headers: expect.objectContaining({ 'paypal-request-id': `pf-refund-${payment!.id}` }), body: {} })]);
    expect(simulator.latestSale(paypalId).state).toBe('refunded');
    expect(simulator.subscriptions.get(paypalId)?.status).toBe('CANCELLED');
    expect(await licensesOf(user)).toEqual([expect.objectContaining({ licenseKey, isActive: false })]);
    expect((await paymentsOf(subscriptionId))[0]).toMatchObject({ status: 'refunded', refundable: false });

    const audit = (await admin.browser.get(`/api/admin/audit?target=${subscriptionId}`)).body.entries;
    expect(audit[0]).toMatchObject({
      action: 'subscription.payment_refunded',
      actor: { email: admin.email },
      target: { type: 'subscription', id: subscriptionId },
      before: { status: 'active', paymentId: payment!.id, paymentAmount: '$720.00' },
      after: {
        status: 'cancelled',
        refundId: answer.body.refund.id,
        refunded: '$720.00',
        full: true,
        endedSubscription: true,
        reason: 'Bought the wrong plan',
      },
    });

    // PayPal announces the refund made through its API: it changes nothing more and is not emailed twice.
    const reported = await webhook(simulator.refundedEvent(answer.body.refund.id));
    expect(reported.status).toBe(200);
    const mail = await expectOneMessage(user.email, REFUNDED);
    expect(mail.text).toContain('We refunded $720.00 of your $720.00 payment');
    expect(mail.text).toContain('your subscription is cancelled and will not be charged again');
    expect(await stack.mailbox.messages(user.email, LICENSE_SUSPENDED)).toHaveLength(0);

    expect((await refund(subscriptionId, payment!.id, { reason: 'again' })).body).toMatchObject({ success: false, code: 'BILLING.PAYMENT_NOT_REFUNDABLE' });
    await expectNothingRevives(user, paypalId, subscriptionId, licenseKey);
  }, 60_000);

  it('PayPal’s dashboard: a full refund of the latest payment, reported by PAYMENT.SALE.REFUNDED, does the same', async () => {
    const { user, paypalId, subscriptionId, licenseKey } = await subscriber('paypal-full');

    const answer = await webhook(simulator.refundLatestPayment(paypalId));

    expect(answer.status).toBe(200);
    expect(answer.body.outcome).toBe('processed');
    expect(simulator.subscriptions.get(paypalId)?.status).toBe('CANCELLED');
    expect(simulator.requestsTo(`/v1/billing/subscriptions/${paypalId}/cancel`, 'POST')).toEqual([
      expect.objectContaining({
        headers: expect.objectContaining({ 'paypal-request-id': `pf-cancel-${subscriptionId}` }),
        body: { reason: 'Payment refunded' },
      }),
    ]);
    expect(await licensesOf(user)).toEqual([expect.objectContaining({ licenseKey, isActive: false })]);
    expect((await expectOneMessage(user.email, REFUNDED)).text).toContain('your license no longer activates PointForge');
    await expectNothingRevives(user, paypalId, subscriptionId, licenseKey);
  }, 60_000);

  it('a partial refund, from the console or PayPal, changes nothing else: active at PayPal and here, the licence on', async () => {
    const { user, paypalId, subscriptionId, licenseKey } = await subscriber('partial');
    const [payment] = await paymentsOf(subscriptionId);

    const answer = await refund(subscriptionId, payment!.id, { reason: 'Goodwill for an outage', amount: '100.00' });

    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ message: 'Refunded $100.00.', refund: { full: false }, endedSubscription: false, subscription: { status: 'active' } });
    expect((await webhook(simulator.refundedEvent(answer.body.refund.id))).body.outcome).toBe('partial-refund');
    expect((await webhook(simulator.refundLatestPayment(paypalId, '20.00'))).body.outcome).toBe('partial-refund');
    expect(simulator.subscriptions.get(paypalId)?.status).toBe('ACTIVE');
    expect((await user.browser.get(`/api/subscriptions/${subscriptionId}`)).body.subscription.status).toBe('active');
    expect(await licensesOf(user)).toEqual([expect.objectContaining({ licenseKey, isActive: true })]);
    expect((await paymentsOf(subscriptionId))[0]).toMatchObject({ status: 'partially_refunded', refundable: true });
    expect((await expectOneMessage(user.email, REFUNDED)).text).toContain('Your subscription and your license are not affected.');

    const tooMuch = await refund(subscriptionId, payment!.id, { reason: 'x', amount: '720.01' });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body).toMatchObject({ code: 'BILLING.REFUND_EXCEEDS_PAYMENT', errors: [{ field: 'amount' }] });
    // What is left (600.00) is more than PayPal would give back: PayPal's own refusal.
    expect((await refund(subscriptionId, payment!.id, { reason: 'x', amount: '700.00' })).body).toMatchObject({ code: 'BILLING.REFUND_EXCEEDS_PAYMENT' });
    expect((await refund(subscriptionId, payment!.id, { reason: '', amount: '0' })).status).toBe(400);
    expect((await refund(subscriptionId, 'NO-SUCH-PAYMENT', { reason: 'x' })).body).toMatchObject({ code: 'BILLING.PAYMENT_NOT_FOUND' });
  }, 60_000);

  it.each([
    ['refund-shaped, naming the sale in sale_id', { resource: 'refund' as const }],
    ['the sale without billing_agreement_id', {}],
    ['the sale with billing_agreement_id', { withSubscription: true }],
  ])(
    'a reversal whose resource is %s suspends the licence and emails the customer',
    async (_shape, options) => {
      const { user, paypalId, licenseKey } = await subscriber(`reversal-${Object.keys(options).join('-') || 'plain'}`);

      const answer = await webhook(simulator.reverseLatestPayment(paypalId, options));

      expect(answer.status).toBe(200);
      expect(answer.body.outcome).toBe('processed');
      expect(await licensesOf(user)).toEqual([expect.objectContaining({ licenseKey, isActive: false })]);
      expect((await expectOneMessage(user.email, LICENSE_SUSPENDED)).text).toContain('was reversed');
    },
    60_000,
  );

  it('a dispute shows in the customer’s drawer and in the console’s list, newest first, with its status; customers see neither', async () => {
    const first = await subscriber('dispute-a');
    const second = await subscriber('dispute-b');
    const opened = simulator.disputeLatestPayment(first.paypalId);
    expect((await webhook(opened)).body.outcome).toBe('dispute-recorded');
    const disputeId = opened.event.resource.dispute_id as string;
    const later = simulator.disputeLatestPayment(second.paypalId, 'UNAUTHORISED');
    expect((await webhook(later)).body.outcome).toBe('dispute-recorded');
    expect((await webhook(simulator.resolveDispute(disputeId, 'RESOLVED_SELLER_FAVOUR'))).body.outcome).toBe('dispute-recorded');

    const drawer = await admin.browser.get(`/api/admin/customers/${first.user.userId}`);
    expect(drawer.body.disputes).toEqual([
      expect.objectContaining({
        disputeId,
        subscriptionId: first.subscriptionId,
        saleId: simulator.latestSale(first.paypalId).id,
        status: 'RESOLVED',
        outcome: 'RESOLVED_SELLER_FAVOUR',
        amount: { value: '720.00', currency: 'USD' },
      }),
    ]);
    const listed = await admin.browser.get('/api/admin/disputes');
    expect(listed.status).toBe(200);
    expect(listed.body).toMatchObject({ pageSize: 25, nextCursor: null });
    const ours = (listed.body.disputes as Array<{ disputeId: string; status: string; customer: { email: string } }>).filter((dispute) =>
      [disputeId, later.event.resource.dispute_id].includes(dispute.disputeId),
    );
    expect(ours.map((dispute) => [dispute.disputeId, dispute.status, dispute.customer.email])).toEqual([
      [later.event.resource.dispute_id, 'OPEN', second.user.email],
      [disputeId, 'RESOLVED', first.user.email],
    ]);

    for (const answer of [
      await first.user.browser.get('/api/admin/disputes'),
      await first.user.browser.get(`/api/admin/subscriptions/${first.subscriptionId}/payments`),
      await first.user.browser.post(`/api/admin/subscriptions/${first.subscriptionId}/payments/${simulator.latestSale(first.paypalId).id}/refund`, {
        reason: 'me',
      }),
    ]) {
      expect({ status: answer.status, body: answer.body }).toEqual({ status: 404, body: NOT_FOUND });
    }
    expect(simulator.latestSale(first.paypalId).state).toBe('completed');
  }, 60_000);
});
