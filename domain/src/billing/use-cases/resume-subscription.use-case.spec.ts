import { BILLING_ERROR_CODES } from './billing-errors';
import { DAY_MS } from '../../shared/time';
import { rejectionOf } from '../../testing/account-test-kit';
import { createBillingTestKit } from '../../testing/billing-test-kit';
import { aUser } from '../../testing/builders';

const PAID_THROUGH = new Date('2025-07-01T00:00:00.000Z');
const GRACE_MS = 12 * DAY_MS;

/** An active monthly Standard subscription paid through PAID_THROUGH, then cancelled by its owner. */
async function givenCancelled() {
  const kit = createBillingTestKit({ gracePeriodMs: GRACE_MS });
  const active = await kit.givenActiveSubscription('standard', 'monthly', PAID_THROUGH);
  await kit.cancel.execute({ userId: active.user.id, subscriptionId: active.subscription.id });
  return { kit, ...active };
}

describe('ResumeSubscriptionUseCase', () => {
  it('creates a subscription on the same plan at PayPal whose first charge is at the paid-through date, back to the dashboard on cancel', async () => {
    const { kit, user, subscription, license } = await givenCancelled();

    const resumed = await kit.resume.execute({ userId: user.id, subscriptionId: subscription.id });

    expect(resumed.approvalUrl).toMatch(/^https:\/\/paypal\.test\/checkoutnow/);
    expect(kit.payments.created.at(-1)).toEqual({
      planId: 'P-STANDARD-MONTHLY',
      customId: resumed.subscriptionId,
      returnUrl: `${kit.links.origin}/success?plan=standard&billingType=monthly`,
      cancelUrl: `${kit.links.origin}/dashboard?tab=subscription`,
      requestId: `pf-create-${resumed.subscriptionId}`,
      startTime: PAID_THROUGH,
    });
    expect(await kit.subscriptions.findById(resumed.subscriptionId)).toMatchObject({
      status: 'pending',
      plan: 'standard',
      billingType: 'monthly',
      continuesLicenseId: license.id,
    });
  });

  it('on approval is active at once without a payment and takes over the same licence, Active, paid through the same date; emails "resumed", not a key', async () => {
    const { kit, user, subscription, license } = await givenCancelled();
    const { subscriptionId } = await kit.resume.execute({ userId: user.id, subscriptionId: subscription.id });
    const paypalId = (await kit.subscriptions.findById(subscriptionId))!.paypalSubscriptionId!;
    kit.payments.setStatus(paypalId, 'ACTIVE', PAID_THROUGH);

    const executed = await kit.execute.execute({ userId: user.id, paypalSubscriptionId: paypalId });

    expect(executed.subscription).toMatchObject({ id: subscriptionId, status: 'active', nextBillingDate: PAID_THROUGH, endDate: PAID_THROUGH });
    expect(executed.license).toMatchObject({ id: license.id, licenseKey: license.licenseKey });
    expect(await kit.licenses.listForUser(user.id)).toEqual([
      expect.objectContaining({
        id: license.id,
        subscriptionId,
        isActive: true,
        paidThrough: PAID_THROUGH,
        expiryDate: new Date(PAID_THROUGH.getTime() + GRACE_MS),
      }),
    ]);
    expect(await kit.subscriptions.findById(subscription.id)).toMatchObject({ status: 'cancelled', endDate: PAID_THROUGH });
    expect(kit.mailsOf('license-issued')).toHaveLength(1);
    expect(kit.mailsOf('subscription-resumed')).toEqual([
      expect.objectContaining({ to: user.email, data: expect.objectContaining({ licenseKey: license.licenseKey, nextChargeDate: 'July 1, 2025' }) }),
    ]);

    // Repeats (the webhook, reconciliation) change nothing and send nothing more.
    await kit.execute.execute({ userId: user.id, paypalSubscriptionId: paypalId });
    await kit.reconcile.execute();
    expect(await kit.licenses.listForUser(user.id)).toHaveLength(1);
    expect(kit.mailsOf('subscription-resumed')).toHaveLength(1);
  });

  it('activates from an APPROVED report too (reconciliation), and the first charge at the start time extends the same licence', async () => {
    const { kit, user, subscription, license } = await givenCancelled();
    const { subscriptionId } = await kit.resume.execute({ userId: user.id, subscriptionId: subscription.id });
    const paypalId = (await kit.subscriptions.findById(subscriptionId))!.paypalSubscriptionId!;
    kit.payments.approve(paypalId, PAID_THROUGH, null);

    await kit.reconcile.execute();
    expect(await kit.subscriptions.findById(subscriptionId)).toMatchObject({ status: 'active' });

    const nextPeriod = new Date('2025-08-01T00:00:00.000Z');
    kit.clock.set(new Date(PAID_THROUGH.getTime() + 60_000));
    kit.payments.renew(paypalId, nextPeriod, kit.clock.now());
    await kit.reconcile.execute();

    expect(await kit.licenses.listForUser(user.id)).toEqual([
      expect.objectContaining({
        id: license.id,
        licenseKey: license.licenseKey,
        isActive: true,
        paidThrough: nextPeriod,
        expiryDate: new Date(nextPeriod.getTime() + GRACE_MS),
      }),
    ]);
  });

  it('activates on PayPal’s BILLING.SUBSCRIPTION.ACTIVATED webhook alone, the buyer never back on /success', async () => {
    const { kit, user, subscription, license } = await givenCancelled();
    const { subscriptionId } = await kit.resume.execute({ userId: user.id, subscriptionId: subscription.id });
    const paypalId = (await kit.subscriptions.findById(subscriptionId))!.paypalSubscriptionId!;
    kit.payments.setStatus(paypalId, 'ACTIVE', PAID_THROUGH);

    await kit.webhook.execute(kit.webhookDelivery({ id: 'WH-RESUMED', event_type: 'BILLING.SUBSCRIPTION.ACTIVATED', resource: { id: paypalId } }));

    expect(await kit.subscriptions.findById(subscriptionId)).toMatchObject({ status: 'active', nextBillingDate: PAID_THROUGH });
    expect(await kit.licenses.findBySubscriptionId(subscriptionId)).toMatchObject({ id: license.id, isActive: true });
  });

  it('approved only after its start time, with the first payment already taken: the same licence is paid through the next period at once', async () => {
    const { kit, user, subscription, license } = await givenCancelled();
    const { subscriptionId } = await kit.resume.execute({ userId: user.id, subscriptionId: subscription.id });
    const paypalId = (await kit.subscriptions.findById(subscriptionId))!.paypalSubscriptionId!;
    const nextPeriod = new Date('2025-08-01T00:00:00.000Z');
    kit.clock.set(new Date(PAID_THROUGH.getTime() + 60_000));
    kit.payments.renew(paypalId, nextPeriod, kit.clock.now());

    const executed = await kit.execute.execute({ userId: user.id, paypalSubscriptionId: paypalId });

    expect(executed.subscription).toMatchObject({ status: 'active', nextBillingDate: nextPeriod });
    expect(await kit.licenses.listForUser(user.id)).toEqual([
      expect.objectContaining({
        id: license.id,
        subscriptionId,
        isActive: true,
        paidThrough: nextPeriod,
        expiryDate: new Date(nextPeriod.getTime() + GRACE_MS),
      }),
    ]);
  });

  it('of two resume checkouts approved one after the other, the first takes the licence over; the second takes nothing and shows as "Payment pending", cancellable', async () => {
    const { kit, user, subscription, license } = await givenCancelled();
    const first = await kit.resume.execute({ userId: user.id, subscriptionId: subscription.id });
    const second = await kit.resume.execute({ userId: user.id, subscriptionId: subscription.id });
    const paypalIdOf = async (id: string) => (await kit.subscriptions.findById(id))!.paypalSubscriptionId!;
    for (const { subscriptionId } of [first, second]) kit.payments.setStatus(await paypalIdOf(subscriptionId), 'ACTIVE', PAID_THROUGH);

    await kit.reconcile.execute();

    expect(await kit.licenses.listForUser(user.id)).toEqual([expect.objectContaining({ id: license.id, subscriptionId: first.subscriptionId })]);
    expect(await kit.subscriptions.findById(first.subscriptionId)).toMatchObject({ status: 'active' });
    expect(await kit.subscriptions.findById(second.subscriptionId)).toMatchObject({ status: 'pending', approvedAt: kit.clock.now() });
    await kit.cancel.execute({ userId: user.id, subscriptionId: second.subscriptionId });
    expect(kit.payments.cancelled.map(({ id }) => id)).toContain(await paypalIdOf(second.subscriptionId));
  });

  it('answers 404 for another account’s subscription, creating nothing at PayPal', async () => {
    const { kit, subscription } = await givenCancelled();
    const stranger = await kit.givenUser(aUser().verified());
    const before = kit.payments.created.length;

    const error = await rejectionOf(kit.resume.execute({ userId: stranger.id, subscriptionId: subscription.id }));

    expect(error.code).toBe(BILLING_ERROR_CODES.notFound);
    expect(kit.payments.created).toHaveLength(before);
  });

  it('refuses once access has ended, and a subscription that is not cancelled', async () => {
    const { kit, user, subscription } = await givenCancelled();
    kit.clock.set(new Date(PAID_THROUGH.getTime() + 1));
    expect((await rejectionOf(kit.resume.execute({ userId: user.id, subscriptionId: subscription.id }))).code).toBe(BILLING_ERROR_CODES.notResumable);

    const other = await kit.givenActiveSubscription('professional', 'annual', new Date(PAID_THROUGH.getTime() + 30 * DAY_MS), user);
    expect((await rejectionOf(kit.resume.execute({ userId: user.id, subscriptionId: other.subscription.id }))).code).toBe(BILLING_ERROR_CODES.notResumable);
  });

  it('refuses a cancellation whose licence a refund switched off', async () => {
    const { kit, user, subscription, license } = await givenCancelled();
    await kit.licenses.update({ ...(await kit.licenses.findById(license.id))!, isActive: false });

    const error = await rejectionOf(kit.resume.execute({ userId: user.id, subscriptionId: subscription.id }));

    expect(error.code).toBe(BILLING_ERROR_CODES.notResumable);
  });

  it('answers 409 SUBSCRIPTION_EXISTS while the account holds a live subscription, so nothing is billed twice', async () => {
    const { kit, user, subscription } = await givenCancelled();
    const { subscriptionId } = await kit.resume.execute({ userId: user.id, subscriptionId: subscription.id });
    const paypalId = (await kit.subscriptions.findById(subscriptionId))!.paypalSubscriptionId!;
    kit.payments.setStatus(paypalId, 'ACTIVE', PAID_THROUGH);
    await kit.execute.execute({ userId: user.id, paypalSubscriptionId: paypalId });
    const before = kit.payments.created.length;

    const error = await rejectionOf(kit.resume.execute({ userId: user.id, subscriptionId: subscription.id }));

    expect(error.code).toBe(BILLING_ERROR_CODES.subscriptionExists);
    expect(kit.payments.created).toHaveLength(before);
  });
});
