import { expect, it } from '@jest/globals';
import { DAY_MS, type License } from '@pointforge/domain';
import { aLicense, aUser } from '@pointforge/domain/testing';
import {
  aContactMessage,
  aDemoRequest,
  aLedgerKey,
  anOverview,
  givenSubscription,
  givenUser,
  later,
  T0,
  type RepositoriesSetup,
} from '../../testing/repository-fixtures';
import { describeRepositoryContract } from '../../testing/repository-contract';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

export function describeConsoleOverviewContract(name: string, setup: RepositoriesSetup): void {
  describeRepositoryContract(`ConsoleOverviewPort: ${name}`, setup, (given) => {
    it('counts nothing in an empty database, every status listed', async () => {
      expect(await given.repositories.consoleOverview.counts(T0)).toEqual(anOverview());
    });

    it('counts customers (not admins), running trials, subscriptions, licences and leads by status, and unresolved disputes', async () => {
      const withTwoFactor = async (userId: string, enabled: boolean) => {
        await given.repositories.twoFactor.savePending({ userId, secret: SECRET, enabledAt: null, lastUsedStep: null, createdAt: T0 });
        if (enabled) await given.repositories.twoFactor.enable({ userId, secret: SECRET }, T0, 1, []);
      };
      const ann = await givenUser(given.repositories, aUser().verified().build());
      const bo = await givenUser(given.repositories, aUser().verified().build());
      const cy = await givenUser(given.repositories, aUser().unverified().build());
      const admin = await givenUser(given.repositories, aUser().verified().admin().build());
      await withTwoFactor(ann.id, true);
      await withTwoFactor(cy.id, false);
      await withTwoFactor(admin.id, true);

      const trial = (userId: string, expiryDate: Date): License => aLicense().ownedBy(userId).trial().expiringAt(expiryDate).build();
      // Running to the very millisecond of its expiry, as the desktop app sees it.
      expect(await given.repositories.licenses.issueTrialOnce(trial(ann.id, T0), aLedgerKey())).toBe(true);
      expect(await given.repositories.licenses.issueTrialOnce(trial(bo.id, later(T0, -1)), aLedgerKey())).toBe(true);
      const suspended = trial(cy.id, later(T0, DAY_MS));
      expect(await given.repositories.licenses.issueTrialOnce(suspended, aLedgerKey())).toBe(true);
      expect(await given.repositories.licenses.setSuspension(suspended.id, T0)).toBe(true);

      const paying = await givenSubscription(given.repositories, bo.id, { status: 'active' });
      await givenSubscription(given.repositories, ann.id, { status: 'active' });
      const refunded = await givenSubscription(given.repositories, ann.id, { status: 'cancelled' });
      await givenSubscription(given.repositories, cy.id, { status: 'pending' });
      await given.repositories.licenses.issueForSubscriptionOnce(
        aLicense()
          .ownedBy(bo.id)
          .forSubscription(paying.id)
          .expiringAt(later(T0, 30 * DAY_MS))
          .build(),
      );
      const switchedOff = aLicense()
        .ownedBy(ann.id)
        .forSubscription(refunded.id)
        .expiringAt(later(T0, 30 * DAY_MS))
        .build();
      await given.repositories.licenses.issueForSubscriptionOnce(switchedOff);
      await given.repositories.licenses.update({ ...switchedOff, isActive: false });

      for (const status of ['pending', 'pending', 'contacted'] as const) await given.repositories.leads.saveDemoRequest(aDemoRequest({ status }));
      await given.repositories.leads.saveContactMessage(aContactMessage({ status: 'unread' }));
      const dispute = { saleId: 'SALE-1', reason: null, outcome: null, amount: null, openedAt: T0, updatedAt: T0, subscriptionId: paying.id };
      await given.repositories.disputes.save({ ...dispute, disputeId: 'PP-D-1', status: 'WAITING_FOR_SELLER_RESPONSE' });
      await given.repositories.disputes.save({ ...dispute, disputeId: 'PP-D-2', status: 'RESOLVED', outcome: 'RESOLVED_SELLER_FAVOUR' });

      expect(await given.repositories.consoleOverview.counts(T0)).toEqual(
        anOverview({
          customers: { total: 3, verified: 2, twoFactor: 1 },
          trialsRunning: 1,
          subscriptions: { pending: 1, active: 2, cancelled: 1 },
          licenses: { active: 2, expired: 1, suspended: 2 },
          demo: { pending: 2, contacted: 1 },
          contact: { unread: 1 },
          openDisputes: 1,
        }),
      );
      // A millisecond later the first trial has run out.
      expect(await given.repositories.consoleOverview.counts(later(T0, 1))).toMatchObject({
        trialsRunning: 0,
        licenses: { active: 1, expired: 2, suspended: 2 },
      });
    });
  });
}
