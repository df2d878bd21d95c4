import { DAY_MS } from '../../shared/time';
import type { BillingType, PaidPlanId } from '../../catalog/plan.types';
import type { Machine } from '../../licensing/machine.entity';
import { createBillingTestKit, type BillingTestKit } from '../../testing/billing-test-kit';
import type { ChangePlanInput } from './change-plan.use-case';

const NEXT_BILLING = new Date('2025-07-01T00:00:00.000Z');
const RENEWED_UNTIL = new Date('2025-08-01T00:00:00.000Z');

/** An active subscription `daysLeft` days before its next billing date; `changeTo` is its owner asking for another plan or billing period. */
async function activeCustomer(plan: PaidPlanId, billingType: BillingType, daysLeft: number) {
  const kit = createBillingTestKit();
  const active = await kit.givenActiveSubscription(plan, billingType, NEXT_BILLING);
  kit.clock.set(new Date(NEXT_BILLING.getTime() - daysLeft * DAY_MS));
  const changeTo = (change: Pick<ChangePlanInput, 'plan' | 'billingType' | 'keepDeviceIds'>) =>
    kit.changePlan.execute({ userId: active.user.id, subscriptionId: active.subscription.id, ...change });
  return { kit, ...active, changeTo };
}

describe('changing plan (ChangePlanUseCase, ConfirmPlanChangeUseCase, SubscriptionSync)', () => {
  /** Standard monthly, 12 days before its next billing date, upgrading to Enterprise monthly: the order approved at PayPal, not captured yet. */
  async function approvedUpgrade() {
    const customer = await activeCustomer('standard', 'monthly', 12);
    const started = await customer.changeTo({ plan: 'enterprise', billingType: 'monthly' });
    const orderId = [...customer.kit.payments.orders.keys()][0]!;
    customer.kit.payments.approveOrder(orderId);
    return { ...customer, started, orderId };
  }

  /** The same upgrade, back from PayPal: the difference captured, the revision asked for. */
  async function upgradedStandardMonthly() {
    const approved = await approvedUpgrade();
    const { kit, user, subscription, orderId } = approved;
    const confirmed = await kit.confirmPlanChange.execute({ userId: user.id, subscriptionId: subscription.id, orderId });
    return { ...approved, confirmed };
  }

  it('collects the prorated difference as one order, switches the licence once it is captured, and asks PayPal for the revision', async () => {
    const { kit, paypalId, license, started, confirmed } = await upgradedStandardMonthly();

    expect(started.quote.dueNow).toEqual({ value: '90.00', currency: 'USD' });
    expect([...kit.payments.orders.values()]).toEqual([
      expect.objectContaining({ amount: { value: '90.00', currency: 'USD' }, captureId: expect.any(String) }),
    ]);
    expect(await kit.licenses.findById(license.id)).toMatchObject({ licenseKey: license.licenseKey, plan: 'enterprise', seats: 5 });
    expect(kit.payments.revisions).toEqual([expect.objectContaining({ id: paypalId, planId: 'P-ENTERPRISE-MONTHLY' })]);
    expect(confirmed.approvalUrl).toContain('ba_token=BA-REVISE');
  });

  it('completes when PayPal bills the new plan: the subscription moves to it and the change is gone', async () => {
    const { kit, user, subscription, paypalId } = await upgradedStandardMonthly();
    kit.payments.approveRevision(paypalId);

    const done = await kit.confirmPlanChange.execute({ userId: user.id, subscriptionId: subscription.id });

    expect(done).toMatchObject({ approvalUrl: null, subscription: { plan: 'enterprise', billingType: 'monthly', planChange: null } });
    expect(await kit.subscriptions.findById(subscription.id)).toMatchObject({ paypalPlanId: 'P-ENTERPRISE-MONTHLY', planChange: null });
  });

  it('a renewal on the old plan (the revision never approved) ends the change: the licence goes back to the plan paid for', async () => {
    const { kit, subscription, paypalId, license } = await upgradedStandardMonthly();
    kit.clock.set(NEXT_BILLING);
    kit.payments.renew(paypalId, RENEWED_UNTIL, NEXT_BILLING);

    await kit.reconcile.execute();

    expect(await kit.licenses.findById(license.id)).toMatchObject({ plan: 'standard', seats: 1, paidThrough: RENEWED_UNTIL });
    expect(await kit.subscriptions.findById(subscription.id)).toMatchObject({ plan: 'standard', planChange: null });
  });

  it('never charges the difference twice: a change paid for and waiting for the revision answers CHANGE_IN_PROGRESS, and confirming goes on with it', async () => {
    const { kit, user, subscription } = await upgradedStandardMonthly();

    await expect(
      kit.changePlan.execute({ userId: user.id, subscriptionId: subscription.id, plan: 'enterprise', billingType: 'monthly' }),
    ).rejects.toMatchObject({
      code: 'BILLING.CHANGE_IN_PROGRESS',
    });
    expect(kit.payments.orders.size).toBe(1);
    expect((await kit.confirmPlanChange.execute({ userId: user.id, subscriptionId: subscription.id })).approvalUrl).toContain('ba_token=BA-REVISE');
  });

  it('takes nothing when the subscription was cancelled between the approval of the payment and the return', async () => {
    const { kit, user, subscription, license, orderId } = await approvedUpgrade();
    await kit.cancel.execute({ userId: user.id, subscriptionId: subscription.id });

    await expect(kit.confirmPlanChange.execute({ userId: user.id, subscriptionId: subscription.id, orderId })).rejects.toMatchObject({
      code: 'BILLING.NOT_CHANGEABLE',
    });
    expect(kit.payments.orders.get(orderId)?.captureId).toBeNull();
    expect(await kit.licenses.findById(license.id)).toMatchObject({ plan: 'standard', seats: 1 });
  });

  it('a payment with no change under way is for the subscription’s own plan: a licence left on another plan goes back to it', async () => {
    const { kit, subscription, paypalId, license } = await upgradedStandardMonthly();
    await kit.subscriptions.savePlanChanges(subscription.id, { planChange: null, scheduledChange: null, updatedAt: kit.clock.now() });
    kit.clock.set(NEXT_BILLING);
    kit.payments.renew(paypalId, RENEWED_UNTIL, NEXT_BILLING);

    await kit.reconcile.execute();

    expect(await kit.licenses.findById(license.id)).toMatchObject({ plan: 'standard', seats: 1 });
  });

  it('a confirm after PayPal took the payment already (an earlier answer lost) switches the licence instead of failing', async () => {
    const { kit, user, subscription, license, orderId } = await approvedUpgrade();
    await kit.payments.captureOrder(orderId, 'a-request-whose-answer-was-lost');

    const confirmed = await kit.confirmPlanChange.execute({ userId: user.id, subscriptionId: subscription.id, orderId });

    expect(confirmed.approvalUrl).toContain('ba_token=BA-REVISE');
    expect(await kit.licenses.findById(license.id)).toMatchObject({ plan: 'enterprise', seats: 5 });
  });

  describe('downgrades', () => {
    /** Enterprise monthly with `deviceCount` computers activated, `daysLeft` days before its next billing date. */
    async function enterpriseCustomer(deviceCount: number, daysLeft = 20) {
      const customer = await activeCustomer('enterprise', 'monthly', daysLeft);
      const { kit, license, user } = customer;
      const devices: Machine[] = [];
      for (let index = 0; index < deviceCount; index += 1) {
        const activatedAt = new Date(NEXT_BILLING.getTime() - (40 - index) * DAY_MS);
        const machine: Machine = {
          id: `machine-${index}`,
          licenseId: license.id,
          userId: user.id,
          fingerprint: `fingerprint-${index}-0123456789`,
          name: `rig-${index}`,
          platform: 'linux',
          appVersion: '1.0.0',
          activatedAt,
          lastSeenAt: activatedAt,
          offlineUntil: null,
          fileIssuedOffline: false,
          deactivationKey: null,
        };
        await kit.machines.activate({ machine, devicesPerPerson: deviceCount, trialFingerprintKeys: null });
        devices.push(machine);
      }
      const downgrade = (plan: 'standard' | 'professional', keepDeviceIds?: string[]) => customer.changeTo({ plan, billingType: 'monthly', keepDeviceIds });
      return { ...customer, devices, downgrade };
    }

    async function renewAt(kit: BillingTestKit, paypalId: string, paidAt: Date, until: Date) {
      kit.clock.set(paidAt);
      kit.payments.renew(paypalId, until, paidAt);
      await kit.reconcile.execute();
    }

    it('schedules the move to the end of the paid period, asks PayPal for the lower price at once, and charges nothing now', async () => {
      const { kit, paypalId, license, downgrade } = await enterpriseCustomer(1);

      const scheduled = await downgrade('standard');

      expect(scheduled).toMatchObject({
        quote: { kind: 'downgrade', dueNow: { value: '0.00' }, effectiveAt: NEXT_BILLING },
        scheduledChange: { plan: 'standard', effectiveAt: NEXT_BILLING, keepDeviceIds: null },
      });
      expect(kit.payments.prices).toEqual([{ id: paypalId, price: { value: '75.00', currency: 'USD' } }]);
      expect(kit.payments.orders.size + kit.payments.revisions.length).toBe(0);
      expect(await kit.licenses.findById(license.id)).toMatchObject({ plan: 'enterprise', seats: 5 });
    });

    it('waits for the period after next when PayPal bills the next one within its ten days’ notice at the old price', async () => {
      const { downgrade } = await enterpriseCustomer(0, 6);

      expect(await downgrade('professional')).toMatchObject({ scheduledChange: { effectiveAt: RENEWED_UNTIL }, quote: { nextCharge: { at: RENEWED_UNTIL } } });
    });

    it('switches at the renewal PayPal bills at the new price; with no choice made, the devices activated first keep the licence', async () => {
      const { kit, subscription, paypalId, license, devices, downgrade } = await enterpriseCustomer(2);
      await downgrade('standard');
      // Another computer activated after the downgrade was scheduled (the Enterprise seats still hold).
      const late: Machine = { ...devices[0]!, id: 'machine-late', fingerprint: 'fingerprint-late-0123456789', activatedAt: kit.clock.now() };
      await kit.machines.activate({ machine: late, devicesPerPerson: 3, trialFingerprintKeys: null });

      await renewAt(kit, paypalId, NEXT_BILLING, RENEWED_UNTIL);

      expect(await kit.licenses.findById(license.id)).toMatchObject({ plan: 'standard', seats: 1, paidThrough: RENEWED_UNTIL });
      expect((await kit.machines.listForLicenses([license.id])).map((machine) => machine.id)).toEqual(['machine-0', 'machine-1']);
      expect(await kit.subscriptions.findById(subscription.id)).toMatchObject({ plan: 'standard', billingType: 'monthly', scheduledChange: null });
    });

    it('switches once the period has begun even while PayPal fails to collect it', async () => {
      const { kit, subscription, paypalId, license, downgrade } = await enterpriseCustomer(0);
      await downgrade('professional');
      kit.clock.set(new Date(NEXT_BILLING.getTime() + DAY_MS));
      kit.payments.failPayment(paypalId);

      await kit.reconcile.execute();

      expect(await kit.licenses.findById(license.id)).toMatchObject({ plan: 'professional', seats: 1 });
      expect(await kit.subscriptions.findById(subscription.id)).toMatchObject({ plan: 'professional', scheduledChange: null });
    });

    it('Undo puts PayPal back on the plan’s own price and keeps everything as it was at the renewal', async () => {
      const { kit, user, subscription, paypalId, license, devices, downgrade } = await enterpriseCustomer(4);
      await downgrade('professional', [devices[3]!.id]);

      expect(await kit.undoPlanChange.execute({ userId: user.id, subscriptionId: subscription.id })).toMatchObject({
        approvalUrl: null,
        subscription: { scheduledChange: null },
      });
      await renewAt(kit, paypalId, NEXT_BILLING, RENEWED_UNTIL);

      expect(kit.payments.prices.map((override) => override.price.value)).toEqual(['99.00', '300.00']);
      expect(await kit.licenses.findById(license.id)).toMatchObject({ plan: 'enterprise', seats: 5 });
      expect(await kit.machines.countForLicense(license.id)).toBe(4);
    });

    it('an upgrade back to the tier a downgrade left is billed at that tier’s own price again, not the override', async () => {
      const { kit, user, subscription, paypalId, license, downgrade } = await enterpriseCustomer(0, 40);
      await downgrade('standard');
      await renewAt(kit, paypalId, NEXT_BILLING, RENEWED_UNTIL);
      expect(await kit.subscriptions.findById(subscription.id)).toMatchObject({ plan: 'standard', paypalPlanId: 'P-ENTERPRISE-MONTHLY' });
      kit.clock.set(new Date(RENEWED_UNTIL.getTime() - 10 * DAY_MS));

      await kit.changePlan.execute({ userId: user.id, subscriptionId: subscription.id, plan: 'enterprise', billingType: 'monthly' });
      const orderId = [...kit.payments.orders.keys()][0]!;
      kit.payments.approveOrder(orderId);
      const confirmed = await kit.confirmPlanChange.execute({ userId: user.id, subscriptionId: subscription.id, orderId });

      expect(confirmed).toMatchObject({ outcome: 'changed', approvalUrl: null, subscription: { plan: 'enterprise', planChange: null } });
      expect(kit.payments.prices.map((override) => override.price.value)).toEqual(['75.00', '300.00']);
      expect(kit.payments.revisions).toEqual([]);
      expect(await kit.licenses.findById(license.id)).toMatchObject({ plan: 'enterprise', seats: 5 });
    });

    describe('to another billing period', () => {
      /** Standard annual, 20 days before its next billing date, asking for monthly billing. */
      async function annualCustomer() {
        const customer = await activeCustomer('standard', 'annual', 20);
        return { ...customer, scheduled: await customer.changeTo({ plan: 'standard', billingType: 'monthly' }) };
      }

      it('asks PayPal to revise the subscription (no price override, nothing charged) and waits for the buyer’s consent', async () => {
        const { kit, paypalId, scheduled } = await annualCustomer();

        expect(scheduled).toMatchObject({
          approvalUrl: expect.stringContaining('ba_token'),
          scheduledChange: { billingType: 'monthly', effectiveAt: NEXT_BILLING, awaitingConsent: true },
        });
        expect(kit.payments.revisions).toEqual([expect.objectContaining({ id: paypalId, planId: 'P-STANDARD-MONTHLY' })]);
        expect(kit.payments.prices).toEqual([]);
      });

      it('switches at the renewal once consented: PayPal’s monthly plan, the licence paid through the month', async () => {
        const { kit, subscription, paypalId, license } = await annualCustomer();
        kit.payments.approveRevision(paypalId);
        await kit.reconcile.execute();
        expect(await kit.subscriptions.findById(subscription.id)).toMatchObject({ billingType: 'annual', scheduledChange: { consentedAt: kit.clock.now() } });

        await renewAt(kit, paypalId, NEXT_BILLING, RENEWED_UNTIL);

        expect(await kit.subscriptions.findById(subscription.id)).toMatchObject({
          billingType: 'monthly',
          paypalPlanId: 'P-STANDARD-MONTHLY',
          scheduledChange: null,
        });
        expect(await kit.licenses.findById(license.id)).toMatchObject({ plan: 'standard', paidThrough: RENEWED_UNTIL });
      });

      it('lapses when the buyer never consented: PayPal billed the annual plan again, and it stays', async () => {
        const { kit, subscription, paypalId } = await annualCustomer();

        await renewAt(kit, paypalId, NEXT_BILLING, new Date('2026-07-01T00:00:00.000Z'));

        expect(await kit.subscriptions.findById(subscription.id)).toMatchObject({
          billingType: 'annual',
          paypalPlanId: 'P-STANDARD-ANNUAL',
          scheduledChange: null,
        });
      });

      it('Undo drops a change not consented to; once consented it asks PayPal’s consent to go back, and keeps the change until PayPal has', async () => {
        const { kit, user, subscription, paypalId } = await annualCustomer();
        expect(await kit.undoPlanChange.execute({ userId: user.id, subscriptionId: subscription.id })).toMatchObject({
          approvalUrl: null,
          subscription: { scheduledChange: null },
        });

        await kit.changePlan.execute({ userId: user.id, subscriptionId: subscription.id, plan: 'standard', billingType: 'monthly' });
        kit.payments.approveRevision(paypalId);
        const undo = await kit.undoPlanChange.execute({ userId: user.id, subscriptionId: subscription.id });

        expect(undo).toMatchObject({ approvalUrl: expect.stringContaining('ba_token'), subscription: { scheduledChange: { billingType: 'monthly' } } });
        expect(kit.payments.revisions.at(-1)).toMatchObject({ planId: 'P-STANDARD-ANNUAL', requestId: expect.stringMatching(/^pf-change-undo-/) });
        kit.payments.approveRevision(paypalId);
        expect(await kit.confirmPlanChange.execute({ userId: user.id, subscriptionId: subscription.id })).toMatchObject({
          outcome: 'undone',
          subscription: { scheduledChange: null },
        });
      });
    });

    it('a cancellation drops the scheduled change: nothing switches at the end of the paid period', async () => {
      const { kit, user, subscription, downgrade } = await enterpriseCustomer(0);
      await downgrade('standard');

      await kit.cancel.execute({ userId: user.id, subscriptionId: subscription.id });

      expect(await kit.subscriptions.findById(subscription.id)).toMatchObject({ status: 'cancelled', plan: 'enterprise', scheduledChange: null });
      await expect(kit.undoPlanChange.execute({ userId: user.id, subscriptionId: subscription.id })).rejects.toMatchObject({
        code: 'BILLING.NO_CHANGE_SCHEDULED',
      });
    });
  });
});
