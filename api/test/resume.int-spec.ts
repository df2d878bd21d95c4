import { LicenseRepositoryPort, SubscriptionRepositoryPort } from '@pointforge/domain';
import { billingSuite } from './support/billing-suite';
import type { SignedInUser } from './support/signed-in-users';

/**
 * Cancel and resume (issue 24 part 2) through the real app in its production shape
 * (MariaDB, Redis, worker, SMTP) with the real PayPal adapter talking over HTTP to the
 * simulator: a resumed subscription is charged first at the old paid-through date, on the
 * same licence key, which stays Active throughout.
 */
describe('resume a cancelled subscription (MariaDB, Redis, worker, SMTP, PayPal simulator over HTTP)', () => {
  const { stack, simulator, users, app, paypalIdOf, subscriber, licensesOf, expectOneMessage, webhook } = billingSuite('resume');
  const salesOf = (paypalId: string) => [...simulator.sales.values()].filter((sale) => sale.billing_agreement_id === paypalId);

  /** A monthly Standard subscriber whose checkout went through (first payment taken), who then cancelled. */
  async function cancelledSubscriber(label: string) {
    const { user, subscriptionId, paypalId } = await subscriber(label, { billingType: 'monthly' });
    expect((await user.browser.post(`/api/subscriptions/cancel/${subscriptionId}`)).status).toBe(200);
    const [license] = await licensesOf(user);
    return { user, subscriptionId, paypalId, license: license as { licenseKey: string; isActive: boolean; expiryDate: string; paidThrough: string } };
  }

  function resume(user: SignedInUser, subscriptionId: string) {
    return user.browser.post(`/api/subscriptions/${subscriptionId}/resume`);
  }

  it('cancel, then resume before expiry: no charge until the old expiry, same key, Active throughout; at the start time the first payment extends the same licence', async () => {
    const { user, subscriptionId, license } = await cancelledSubscriber('resume');
    expect(license).toMatchObject({ isActive: true });
    const paidThrough = license.paidThrough;

    const resumed = await resume(user, subscriptionId);

    expect(resumed.status).toBe(201);
    const approvalUrl = new URL(resumed.body.approvalUrl as string);
    expect(`${approvalUrl.origin}${approvalUrl.pathname}`).toBe(`${simulator.baseUrl}/checkoutnow`);
    const resumedId = resumed.body.subscriptionId as string;
    const paypalId = paypalIdOf(resumedId);
    expect(simulator.subscriptions.get(paypalId)).toMatchObject({
      start_time: paidThrough,
      plan_id: simulator.subscriptions.get(paypalIdOf(subscriptionId))!.plan_id,
    });
    expect(await licensesOf(user)).toEqual([expect.objectContaining({ licenseKey: license.licenseKey, isActive: true, paidThrough })]);

    // The buyer approves at PayPal and returns to /success: no payment is taken.
    const back = new URL(simulator.approve(paypalId));
    expect(back.pathname).toBe('/success');
    expect(back.searchParams.get('plan')).toBe('standard');
    expect(back.searchParams.get('billingType')).toBe('monthly');
    const executed = await user.browser.post('/api/subscriptions/execute', { subscriptionId: paypalId });

    expect(executed.status).toBe(200);
    expect(executed.body).toMatchObject({
      subscription: { id: resumedId, status: 'active', nextBillingDate: paidThrough, endDate: paidThrough },
      license: { licenseKey: license.licenseKey, isActive: true, paidThrough },
    });
    expect(salesOf(paypalId)).toEqual([]);
    expect(await licensesOf(user)).toEqual([expect.objectContaining({ licenseKey: license.licenseKey, isActive: true, paidThrough })]);
    const mine = (await user.browser.get('/api/subscriptions/me')).body.subscriptions as Array<{ id: string; status: string }>;
    expect(mine.map(({ id, status }) => ({ id, status }))).toEqual([
      { id: resumedId, status: 'active' },
      { id: subscriptionId, status: 'cancelled' },
    ]);
    const mail = await expectOneMessage(user.email, 'Your PointForge Standard subscription is resumed');
    expect(mail.text).toContain(license.licenseKey);
    expect(await stack.mailbox.messages(user.email, 'Your PointForge Standard license key')).toHaveLength(1);

    // A second resume, or a second checkout, would bill twice.
    expect((await resume(user, subscriptionId)).body).toMatchObject({ code: 'BILLING.SUBSCRIPTION_EXISTS' });
    expect((await resume(user, subscriptionId)).status).toBe(409);

    // The start time comes: PayPal takes the first payment, which pays the same licence through the next period.
    simulator.recordRenewal(paypalId);
    expect(salesOf(paypalId)).toHaveLength(1);
    expect((await webhook(simulator.signedEvent('PAYMENT.SALE.COMPLETED', paypalId))).status).toBe(200);
    const nextPeriod = simulator.subscriptions.get(paypalId)!.billing_info.next_billing_time!;
    expect(new Date(nextPeriod).getTime()).toBeGreaterThan(new Date(paidThrough).getTime() + 27 * 86_400_000);
    expect(await licensesOf(user)).toEqual([expect.objectContaining({ licenseKey: license.licenseKey, isActive: true, paidThrough: nextPeriod })]);
  });

  it('refuses another account’s subscription (404), and a cancellation whose access has ended (409), creating nothing at PayPal', async () => {
    const { user, subscriptionId } = await cancelledSubscriber('resume-refused');
    const stranger = await users.create('resume-stranger');
    const created = simulator.requestsTo('/v1/billing/subscriptions', 'POST').length;

    const foreign = await resume(stranger, subscriptionId);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ code: 'BILLING.SUBSCRIPTION_NOT_FOUND' });

    // Its paid period is over (as when the last day passed): access has ended.
    const licenses = app().get(LicenseRepositoryPort);
    const license = (await licenses.findBySubscriptionId(subscriptionId))!;
    const past = new Date(Date.now() - 60_000);
    await licenses.update({ ...license, paidThrough: past, expiryDate: past });
    const ended = await resume(user, subscriptionId);
    expect(ended.status).toBe(409);
    expect(ended.body).toMatchObject({ code: 'BILLING.NOT_RESUMABLE' });
    expect(simulator.requestsTo('/v1/billing/subscriptions', 'POST')).toHaveLength(created);
  });

  it('refuses while the account holds a live subscription (409), and an active subscription is not resumable', async () => {
    const { user, subscriptionId } = await cancelledSubscriber('resume-live');
    const again = await user.browser.post('/api/subscriptions/create', { plan: 'professional', billingType: 'annual' });
    const liveId = again.body.subscriptionId as string;
    simulator.approve(paypalIdOf(liveId));
    expect((await user.browser.post('/api/subscriptions/execute', { subscriptionId: paypalIdOf(liveId) })).status).toBe(200);

    const refused = await resume(user, subscriptionId);

    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'BILLING.SUBSCRIPTION_EXISTS' });
    expect((await app().get(SubscriptionRepositoryPort).listForUser(user.userId)).map((s) => s.continuesLicenseId)).toEqual([null, null]);
    expect((await resume(user, liveId)).status).toBe(409);
  });
});
