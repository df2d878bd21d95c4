import { ABANDONED_CHECKOUT_AFTER_MS } from '../subscription.entity';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../shared/time';
import { createBillingTestKit, type BillingTestKit } from '../../testing/billing-test-kit';
import { FAILED_CHECK_RETRY_MS, WEBHOOK_EVENT_RETENTION_DEFAULT_DAYS } from './reconcile-subscriptions.use-case';

const NEXT_BILLING = new Date('2025-07-01T00:00:00.000Z');

describe('ReconcileSubscriptionsUseCase', () => {
  it('picks up a cancellation made at PayPal without a webhook', async () => {
    const kit = createBillingTestKit();
    const { subscription, paypalId, license } = await kit.givenActiveSubscription('standard', 'monthly', NEXT_BILLING);
    kit.payments.setStatus(paypalId, 'CANCELLED');

    const report = await kit.reconcile.execute();

    expect(report).toMatchObject({ checked: 1, failed: 0, abandoned: 0, licensesDeactivated: 0, stoppedEarly: null });
    expect(await kit.subscriptions.findById(subscription.id)).toMatchObject({ status: 'cancelled', nextBillingDate: null, endDate: NEXT_BILLING });
    expect(await kit.licenses.findById(license.id)).toMatchObject({ isActive: true });
  });

  it('deactivates licences whose expiry has passed, and only those', async () => {
    const kit = createBillingTestKit();
    const { paypalId, license } = await kit.givenActiveSubscription('standard', 'monthly', NEXT_BILLING);
    const later = await kit.givenActiveSubscription('standard', 'annual', new Date('2026-06-01T00:00:00.000Z'));
    kit.payments.setStatus(paypalId, 'CANCELLED');
    kit.clock.set(new Date(NEXT_BILLING.getTime() + DAY_MS));

    const report = await kit.reconcile.execute();

    expect(report.licensesDeactivated).toBe(1);
    expect(await kit.licenses.findById(license.id)).toMatchObject({ isActive: false });
    expect(await kit.licenses.findById(later.license.id)).toMatchObject({ isActive: true });
  });

  it('counts a subscription PayPal cannot answer for and carries on with the others', async () => {
    const kit = createBillingTestKit();
    const failing = await kit.givenActiveSubscription();
    const other = await kit.givenActiveSubscription();
    kit.payments.failGetFor(failing.paypalId);
    kit.payments.setStatus(other.paypalId, 'SUSPENDED');

    const report = await kit.reconcile.execute();

    expect(report).toMatchObject({ checked: 2, failed: 1, abandoned: 0, licensesDeactivated: 0, stoppedEarly: null });
    expect(await kit.subscriptions.findById(other.subscription.id)).toMatchObject({ status: 'suspended' });
  });

  it('tries a subscription PayPal could not answer for again an hour later, not at the head of every run', async () => {
    const kit = createBillingTestKit();
    const failing = await kit.givenActiveSubscription();
    kit.payments.failGetFor(failing.paypalId);
    expect(await kit.reconcile.execute()).toMatchObject({ checked: 1, failed: 1 });

    kit.clock.advance(FAILED_CHECK_RETRY_MS - MINUTE_MS);
    expect(await kit.reconcile.execute()).toMatchObject({ checked: 0 });
    kit.clock.advance(MINUTE_MS);
    expect(await kit.reconcile.execute()).toMatchObject({ checked: 1, failed: 1 });
  });

  describe('checkouts never approved', () => {
    it('marks a checkout pending for three hours abandoned, keeps a younger one pending, and stops reading PayPal about it', async () => {
      const kit = createBillingTestKit();
      const old = await kit.givenCheckout();
      kit.clock.advance(MINUTE_MS);
      const young = await kit.givenCheckout();
      kit.clock.advance(ABANDONED_CHECKOUT_AFTER_MS - MINUTE_MS);

      expect(await kit.reconcile.execute()).toMatchObject({ checked: 2, failed: 0, abandoned: 1, licensesDeactivated: 0, stoppedEarly: null });
      expect(await kit.subscriptions.findById(old.subscription.id)).toMatchObject({ status: 'abandoned' });
      expect(await kit.subscriptions.findById(young.subscription.id)).toMatchObject({ status: 'pending' });

      kit.payments.failGetFor(old.paypalId);
      kit.clock.advance(MINUTE_MS);
      expect(await kit.reconcile.execute()).toMatchObject({ checked: 1, failed: 0, abandoned: 1, licensesDeactivated: 0, stoppedEarly: null });
      expect(await kit.subscriptions.findById(young.subscription.id)).toMatchObject({ status: 'abandoned' });
    });

    it('activates, rather than abandons, a late checkout PayPal reports approved and paid', async () => {
      const kit = createBillingTestKit();
      const checkout = await kit.givenCheckout();
      kit.payments.renew(checkout.paypalId, NEXT_BILLING, kit.clock.now());
      kit.clock.advance(ABANDONED_CHECKOUT_AFTER_MS + MINUTE_MS);

      expect((await kit.reconcile.execute()).abandoned).toBe(0);
      expect(await kit.subscriptions.findById(checkout.subscription.id)).toMatchObject({ status: 'active' });
      expect(await kit.licenses.findBySubscriptionId(checkout.subscription.id)).toMatchObject({ isActive: true });
    });

    it('abandons a checkout PayPal never created (no PayPal id) without calling PayPal', async () => {
      const kit = createBillingTestKit();
      const checkout = await kit.givenCheckout();
      await kit.subscriptions.update({ ...checkout.subscription, paypalSubscriptionId: null });
      kit.clock.advance(ABANDONED_CHECKOUT_AFTER_MS);

      expect(await kit.reconcile.execute()).toMatchObject({ checked: 0, failed: 0, abandoned: 1, licensesDeactivated: 0, stoppedEarly: null });
    });

    it('lets nobody cancel an abandoned checkout, and execute still confirms it once PayPal has it active', async () => {
      const kit = createBillingTestKit();
      const { user, subscription, paypalId } = await kit.givenCheckout();
      kit.clock.advance(ABANDONED_CHECKOUT_AFTER_MS);
      await kit.reconcile.execute();

      await expect(kit.cancel.execute({ userId: user.id, subscriptionId: subscription.id })).rejects.toMatchObject({ code: 'BILLING.NOTHING_TO_CANCEL' });
      kit.payments.approve(paypalId, NEXT_BILLING, kit.clock.now());
      const executed = await kit.execute.execute({ userId: user.id, paypalSubscriptionId: paypalId });
      expect(executed.subscription.status).toBe('active');
    });
  });

  describe('at scale', () => {
    async function givenActive(kit: BillingTestKit, count: number): Promise<string[]> {
      const ids: string[] = [];
      for (let i = 0; i < count; i += 1) ids.push((await kit.givenActiveSubscription('standard', 'monthly', NEXT_BILLING)).paypalId);
      return ids;
    }

    it('reads only non-final subscriptions, in pages, within the request budget; the next run goes on where it stopped', async () => {
      const kit = createBillingTestKit({ reconciliationLimits: { pageSize: 2, requestBudget: 3 } });
      const polled = await givenActive(kit, 5);
      const closed = await kit.givenActiveSubscription('standard', 'monthly', NEXT_BILLING);
      await kit.sync.markCancelled(closed.subscription);
      kit.payments.reads.length = 0;

      const first = await kit.reconcile.execute();
      expect(first).toMatchObject({ checked: 3, stoppedEarly: 'request-budget' });
      const second = await kit.reconcile.execute();
      expect(second).toMatchObject({ checked: 2, stoppedEarly: null });

      expect([...kit.payments.reads].sort()).toEqual([...polled].sort());
      expect(kit.payments.reads).not.toContain(closed.paypalId);
      // Every row has been read: none is due again until its next check (daily for these).
      expect(await kit.reconcile.execute()).toMatchObject({ checked: 0, stoppedEarly: null });
      kit.clock.advance(DAY_MS);
      expect(await kit.reconcile.execute()).toMatchObject({ checked: 3, stoppedEarly: 'request-budget' });
    });

    it('reads only the subscriptions due: not those read recently, however many', async () => {
      const kit = createBillingTestKit({ reconciliationLimits: { pageSize: 10, requestBudget: 1_000 } });
      const readRecently = await givenActive(kit, 40);
      expect(await kit.reconcile.execute()).toMatchObject({ checked: 40 });
      const newOnes = await givenActive(kit, 3);
      kit.payments.reads.length = 0;
      kit.clock.advance(HOUR_MS);

      expect(await kit.reconcile.execute()).toMatchObject({ checked: 3, stoppedEarly: null });
      expect([...kit.payments.reads].sort()).toEqual([...newOnes].sort());
      expect(kit.payments.reads.some((id) => readRecently.includes(id))).toBe(false);
    });

    it('reads a subscription again when its next charge falls due, before the daily check', async () => {
      const kit = createBillingTestKit();
      const chargeAt = new Date(kit.clock.now().getTime() + 6 * HOUR_MS);
      const { paypalId } = await kit.givenActiveSubscription('standard', 'monthly', chargeAt);
      await kit.reconcile.execute();
      kit.payments.reads.length = 0;

      kit.clock.set(new Date(chargeAt.getTime() - MINUTE_MS));
      await kit.reconcile.execute();
      expect(kit.payments.reads).toEqual([]);
      kit.clock.set(chargeAt);
      await kit.reconcile.execute();
      expect(kit.payments.reads).toEqual([paypalId]);
    });

    it('stops at PayPal’s rate limit (429 past the retries) and the next run resumes with the same subscription', async () => {
      const kit = createBillingTestKit({ reconciliationLimits: { pageSize: 10, requestBudget: 100 } });
      const polled = await givenActive(kit, 3);
      kit.payments.reads.length = 0;
      kit.payments.setRateLimited(true);

      expect(await kit.reconcile.execute()).toMatchObject({ checked: 1, failed: 0, stoppedEarly: 'rate-limited' });
      kit.payments.setRateLimited(false);
      expect(await kit.reconcile.execute()).toMatchObject({ checked: 3, failed: 0, stoppedEarly: null });

      expect(new Set(kit.payments.reads.slice(1))).toEqual(new Set(polled));
      expect(kit.payments.reads[0]).toBe(kit.payments.reads[1]);
    });

    it('never runs twice at once: a run started during another does nothing and says so', async () => {
      const kit = createBillingTestKit();
      await givenActive(kit, 2);
      kit.payments.reads.length = 0;

      const [first, second] = await Promise.all([kit.reconcile.execute(), kit.reconcile.execute()]);

      expect(first).toMatchObject({ checked: 2, overlapped: false });
      expect(second).toMatchObject({ checked: 0, overlapped: true });
      expect(kit.payments.reads).toHaveLength(2);
    });
  });

  /** Records an old and a recent processed event either side of `days` ago, runs reconciliation, and says which are forgotten. */
  async function forgottenAfterReconciling(kit: BillingTestKit, days: number): Promise<{ old: boolean; recent: boolean; pruned: number }> {
    const now = kit.clock.now().getTime();
    await kit.webhookEvents.recordOnce('WH-OLD', 'PAYMENT.SALE.COMPLETED', new Date(now - days * DAY_MS - MINUTE_MS));
    await kit.webhookEvents.recordOnce('WH-RECENT', 'PAYMENT.SALE.COMPLETED', new Date(now - days * DAY_MS + MINUTE_MS));
    const { webhookEventsPruned } = await kit.reconcile.execute();
    // A forgotten id is recorded again as new; a remembered one is a duplicate.
    return {
      old: await kit.webhookEvents.recordOnce('WH-OLD', 'PAYMENT.SALE.COMPLETED', kit.clock.now()),
      recent: await kit.webhookEvents.recordOnce('WH-RECENT', 'PAYMENT.SALE.COMPLETED', kit.clock.now()),
      pruned: webhookEventsPruned,
    };
  }

  it('forgets processed webhook events after 90 days by default, keeping younger ones', async () => {
    expect(WEBHOOK_EVENT_RETENTION_DEFAULT_DAYS).toBe(90);
    expect(await forgottenAfterReconciling(createBillingTestKit(), 90)).toEqual({ old: true, recent: false, pruned: 1 });
  });

  it('forgets processed webhook events after the configured window', async () => {
    const kit = createBillingTestKit({ webhookEventRetentionDays: 30 });
    expect(await forgottenAfterReconciling(kit, 30)).toEqual({ old: true, recent: false, pruned: 1 });
  });

  it('keeps a processed webhook event younger than a longer configured window', async () => {
    const kit = createBillingTestKit({ webhookEventRetentionDays: 365 });
    expect(await forgottenAfterReconciling(kit, 90)).toEqual({ old: false, recent: false, pruned: 0 });
  });
});
