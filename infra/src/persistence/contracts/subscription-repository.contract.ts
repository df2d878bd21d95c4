import { expect, it } from '@jest/globals';
import type { Subscription, SubscriptionStatus } from '@pointforge/domain';
import { givenSubscription, givenUser, later, T0, type RepositoriesSetup } from '../../testing/repository-fixtures';
import { describeRepositoryContractForAUser } from '../../testing/repository-contract';

export function describeSubscriptionRepositoryContract(name: string, setup: RepositoriesSetup): void {
  describeRepositoryContractForAUser(`SubscriptionRepositoryPort: ${name}`, setup, (given) => {
    it('reads back every field of a stored subscription unchanged', async () => {
      const subscription = await givenSubscription(given.repositories, given.user.id, {
        plan: 'professional',
        billingType: 'monthly',
        status: 'suspended',
        startDate: T0,
        endDate: later(T0, 30 * 86_400_000 + 7),
        nextBillingDate: later(T0, 31 * 86_400_000 + 3),
        nextCheckAt: later(T0, 86_400_000 + 5),
        lastPaymentAt: later(T0, 5),
        paidCycles: 4,
        taxBasisPoints: 1500,
        overdueAccessUntil: later(T0, 42 * 86_400_000 + 9),
        planChange: {
          plan: 'enterprise',
          billingType: 'annual',
          paypalPlanId: 'P-ENTERPRISE-ANNUAL',
          dueNow: { value: '90.00', currency: 'USD' },
          orderId: 'ORDER-7',
          paidAt: later(T0, 11),
          requestedAt: later(T0, 10),
        },
        scheduledChange: {
          plan: 'standard',
          billingType: 'monthly',
          effectiveAt: later(T0, 30 * 86_400_000),
          paypalPlanId: 'P-STANDARD-MONTHLY',
          consentedAt: later(T0, 13),
          keepDeviceIds: ['machine-1'],
          scheduledAt: later(T0, 12),
        },
        createdAt: later(T0, -1),
        updatedAt: later(T0, 2),
      });
      expect(await given.repositories.subscriptions.findById(subscription.id)).toEqual(subscription);
      await given.repositories.subscriptions.savePlanChanges(subscription.id, { planChange: null, scheduledChange: null, updatedAt: later(T0, 3) });
      await given.repositories.subscriptions.update({ ...subscription, overdueAccessUntil: null, updatedAt: later(T0, 4) });
      expect(await given.repositories.subscriptions.findById(subscription.id)).toEqual({
        ...subscription,
        planChange: null,
        scheduledChange: null,
        overdueAccessUntil: null,
        updatedAt: later(T0, 4),
      });
    });

    it('a whole-row update from a copy read before a plan change was started or scheduled keeps it', async () => {
      const stale = await givenSubscription(given.repositories, given.user.id);
      const scheduledChange = {
        plan: 'standard' as const,
        billingType: 'annual' as const,
        effectiveAt: later(T0, 86_400_000),
        paypalPlanId: null,
        consentedAt: null,
        keepDeviceIds: null,
        scheduledAt: T0,
      };
      await given.repositories.subscriptions.savePlanChanges(stale.id, { planChange: null, scheduledChange, updatedAt: T0 });

      await given.repositories.subscriptions.update({ ...stale, status: 'suspended' });

      expect(await given.repositories.subscriptions.findById(stale.id)).toMatchObject({ status: 'suspended', scheduledChange });
    });

    it('reads back a pending subscription without provider id, owner or end dates', async () => {
      const subscription = await givenSubscription(given.repositories, null, {
        status: 'pending',
        paypalSubscriptionId: null,
        endDate: null,
        nextBillingDate: null,
      });
      expect(await given.repositories.subscriptions.findById(subscription.id)).toEqual(subscription);
    });

    it('reads back a resumed subscription with the licence it continues', async () => {
      const resumed = await givenSubscription(given.repositories, given.user.id, {
        status: 'pending',
        continuesLicenseId: '6f1c2a4e-0000-4000-8000-000000000001',
      });
      expect(await given.repositories.subscriptions.findById(resumed.id)).toEqual(resumed);
    });

    it('stamps when PayPal approved a pending checkout ("Payment pending") once, and a whole-row update from an older copy keeps it', async () => {
      const checkout = await givenSubscription(given.repositories, given.user.id, { status: 'pending', endDate: null, nextBillingDate: null });
      expect((await given.repositories.subscriptions.findById(checkout.id))?.approvedAt).toBeNull();

      expect(await given.repositories.subscriptions.recordApproval(checkout.id, later(T0, 11))).toBe(true);
      expect(await given.repositories.subscriptions.recordApproval(checkout.id, later(T0, 99))).toBe(false);
      await given.repositories.subscriptions.update({ ...checkout, updatedAt: later(T0, 12) });

      expect(await given.repositories.subscriptions.findById(checkout.id)).toMatchObject({
        status: 'pending',
        approvedAt: later(T0, 11),
        updatedAt: later(T0, 12),
      });
    });

    it('never stamps an approval on a subscription no longer pending (activated meanwhile)', async () => {
      const active = await givenSubscription(given.repositories, given.user.id, { status: 'active' });

      expect(await given.repositories.subscriptions.recordApproval(active.id, later(T0, 11))).toBe(false);

      expect(await given.repositories.subscriptions.findById(active.id)).toMatchObject({ status: 'active', approvedAt: null });
    });

    it('finds a subscription by its PayPal id, and null for unknown ids', async () => {
      const subscription = await givenSubscription(given.repositories, given.user.id, { paypalSubscriptionId: 'I-FINDME123' });

      expect(await given.repositories.subscriptions.findByPaypalId('I-FINDME123')).toEqual(subscription);
      expect(await given.repositories.subscriptions.findByPaypalId('I-UNKNOWN')).toBeNull();
      expect(await given.repositories.subscriptions.findById('no-such-subscription')).toBeNull();
    });

    it('holds many subscriptions not yet created at PayPal, but each PayPal id once', async () => {
      await givenSubscription(given.repositories, given.user.id, { paypalSubscriptionId: null });
      await givenSubscription(given.repositories, given.user.id, { paypalSubscriptionId: null });
      await givenSubscription(given.repositories, given.user.id, { paypalSubscriptionId: 'I-TWICE' });

      await expect(givenSubscription(given.repositories, given.user.id, { paypalSubscriptionId: 'I-TWICE' })).rejects.toThrow();
      expect(await given.repositories.subscriptions.listForUser(given.user.id)).toHaveLength(3);
    });

    it("lists the user's subscriptions newest first, ties broken the same way every time", async () => {
      const other = await givenUser(given.repositories);
      await givenSubscription(given.repositories, other.id);
      const oldest = await givenSubscription(given.repositories, given.user.id, { createdAt: T0 });
      // Stored lower id first, so insertion order alone would list the tie the wrong way round.
      const tiedLower = await givenSubscription(given.repositories, given.user.id, { id: 'subscription-tie-0', createdAt: later(T0, 5) });
      const newest = await givenSubscription(given.repositories, given.user.id, { createdAt: later(T0, 9) });
      const tiedHigher = await givenSubscription(given.repositories, given.user.id, { id: 'subscription-tie-1', createdAt: later(T0, 5) });

      expect(await given.repositories.subscriptions.listForUser(given.user.id)).toEqual([newest, tiedHigher, tiedLower, oldest]);
    });

    it('pages through the subscriptions due for reconciliation, by id: not final, and their next check reached or never set', async () => {
      const other = await givenUser(given.repositories);
      const byStatus = async (status: SubscriptionStatus, ownerId: string | null, createdAt: Date) =>
        givenSubscription(given.repositories, ownerId, { status, createdAt });
      const pending = await byStatus('pending', null, later(T0, 3));
      await byStatus('cancelled', given.user.id, later(T0, 1));
      const active = await byStatus('active', given.user.id, later(T0, 2));
      await byStatus('expired', other.id, later(T0, 4));
      await byStatus('abandoned', given.user.id, later(T0, 5));
      const suspended = await byStatus('suspended', other.id, later(T0, 0));
      const checkedLater = await byStatus('active', other.id, later(T0, 6));
      const now = later(T0, 100);
      await given.repositories.subscriptions.scheduleCheck(checkedLater.id, later(now, 1));
      await given.repositories.subscriptions.scheduleCheck(active.id, now);

      const due = [suspended, { ...active, nextCheckAt: now }, pending].sort((a, b) => (a.id < b.id ? -1 : 1));
      const firstPage = await given.repositories.subscriptions.listDuePage(now, null, 2);
      expect(firstPage).toEqual(due.slice(0, 2));
      expect(await given.repositories.subscriptions.listDuePage(now, firstPage[1]!.id, 2)).toEqual(due.slice(2));
      expect(await given.repositories.subscriptions.listDuePage(now, due[2]!.id, 2)).toEqual([]);
      expect((await given.repositories.subscriptions.listDuePage(later(now, 1), null, 10)).map(({ id }) => id)).toContain(checkedLater.id);
    });

    it('a whole-row update keeps the next check reconciliation set', async () => {
      const subscription = await givenSubscription(given.repositories, given.user.id, { status: 'active' });
      await given.repositories.subscriptions.scheduleCheck(subscription.id, later(T0, 50));

      await given.repositories.subscriptions.update({ ...subscription, status: 'suspended', nextCheckAt: null });

      expect(await given.repositories.subscriptions.findById(subscription.id)).toMatchObject({ status: 'suspended', nextCheckAt: later(T0, 50) });
    });

    it('update saves status, provider ids and dates; owner and creation time stay', async () => {
      const subscription = await givenSubscription(given.repositories, given.user.id, { status: 'pending', paypalSubscriptionId: null });
      const other = await givenUser(given.repositories);
      const activated: Subscription = {
        ...subscription,
        paypalSubscriptionId: 'I-ACTIVATED',
        paypalPlanId: 'P-ENTERPRISE-MONTHLY',
        plan: 'enterprise',
        billingType: 'monthly',
        status: 'active',
        startDate: later(T0, 11),
        endDate: later(T0, 22),
        nextBillingDate: later(T0, 33),
        updatedAt: later(T0, 44),
      };
      await given.repositories.subscriptions.update({ ...activated, userId: other.id, createdAt: later(T0, 55) });

      expect(await given.repositories.subscriptions.findById(subscription.id)).toEqual(activated);
      expect(await given.repositories.subscriptions.findByPaypalId('I-ACTIVATED')).toEqual(activated);
    });

    it('detachFromUser keeps the subscriptions with no owner', async () => {
      const subscription = await givenSubscription(given.repositories, given.user.id);
      await given.repositories.subscriptions.detachFromUser(given.user.id);

      expect(await given.repositories.subscriptions.findById(subscription.id)).toEqual({ ...subscription, userId: null });
      expect(await given.repositories.subscriptions.listForUser(given.user.id)).toEqual([]);
    });

    it('deleting the user keeps its subscriptions, detached', async () => {
      const subscription = await givenSubscription(given.repositories, given.user.id);
      await given.repositories.users.delete(given.user.id);

      expect(await given.repositories.subscriptions.findById(subscription.id)).toEqual({ ...subscription, userId: null });
    });
  });
}
