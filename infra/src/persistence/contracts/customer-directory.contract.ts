import { expect, it } from '@jest/globals';
import { pageRequest, type CustomerFilter } from '@pointforge/domain';
import { aLicense, aUser } from '@pointforge/domain/testing';
import { aLedgerKey, aTrialLicense, givenSubscription, givenUser, later, T0, type RepositoriesSetup } from '../../testing/repository-fixtures';
import { describeRepositoryContract } from '../../testing/repository-contract';

const NOW = later(T0, 10 * 86_400_000);

export function describeCustomerDirectoryContract(name: string, setup: RepositoriesSetup): void {
  describeRepositoryContract(`CustomerDirectoryPort: ${name}`, setup, (given) => {
    const ids = async (filter: CustomerFilter, cursor?: string, pageSize = 25) =>
      (await given.repositories.customers.search(filter, pageRequest(cursor, pageSize), NOW)).items.map((user) => user.id);

    it('finds the start of a word of email, names or company in any case, newest first, a page at a time, and treats % and _ as text', async () => {
      const older = await givenUser(
        given.repositories,
        aUser().withEmail('grace@navy.example').withName('Grace', 'Hopper').withCompany('Harbour_Surveys').createdAt(T0).build(),
      );
      const newer = await givenUser(
        given.repositories,
        aUser().withEmail('ada@engines.example').withName('Ada', 'Lovelace').withCompany('Harbour Mapping').createdAt(later(T0, 1_000)).build(),
      );

      expect(await ids({ search: 'NAVY' })).toEqual([older.id]);
      expect(await ids({ search: 'lovelace' })).toEqual([newer.id]);
      expect(await ids({ search: 'harbour' })).toEqual([newer.id, older.id]);
      expect(await ids({ search: 'harbour_' })).toEqual([older.id]);
      expect(await ids({ search: '%' })).toEqual([]);
      expect(await ids({ search: 'lov' })).toEqual([newer.id]);
      expect(await ids({ search: 'ADA LOVE' })).toEqual([newer.id]);
      // Word prefixes, not "contains anywhere" (docs/console.md): the inside of a word is no match, and every word must match.
      expect(await ids({ search: 'velace' })).toEqual([]);
      expect(await ids({ search: 'ada hopper' })).toEqual([]);
      expect(await ids({ search: 'grace@nav' })).toEqual([older.id]);
      expect(await ids({ search: 'grace@engines' })).toEqual([]);
      const first = await given.repositories.customers.search({}, pageRequest(undefined, 1), NOW);
      expect(first).toMatchObject({ items: [{ id: newer.id }], total: 2, totalCapped: false });
      expect(await ids({}, first.nextCursor ?? undefined, 1)).toEqual([older.id]);
    });

    it('reads one- and two-letter searches as the start of an email, and finds words a stopword list would drop', async () => {
      const li = await givenUser(given.repositories, aUser().withEmail('li@survey.com').withName('Li', 'Wei').withCompany('The Survey Company').build());
      await givenUser(given.repositories, aUser().withEmail('olivia@harbour.example').withName('Olivia', 'Li').build());

      expect(await ids({ search: 'li' })).toEqual([li.id]);
      expect(await ids({ search: 'L' })).toEqual([li.id]);
      expect(await ids({ search: 'the' })).toEqual([li.id]);
      expect(await ids({ search: 'com' })).toEqual([li.id]);
      expect(await ids({ search: 'li wei' })).toEqual([li.id]);
    });

    it('filters by plan, subscription status, trial or paying, verification and two-factor sign-in, each alone and together', async () => {
      const repositories = given.repositories;
      // A running trial, unverified, no second factor.
      const trialist = await givenUser(repositories, aUser().unverified().createdAt(T0).build());
      await repositories.licenses.issueTrialOnce(aTrialLicense(trialist.id), aLedgerKey());
      // A trial that ended: neither in a trial nor paying.
      const lapsed = await givenUser(repositories, aUser().verified().createdAt(later(T0, 1)).build());
      await repositories.licenses.issueTrialOnce(aLicense().ownedBy(lapsed.id).trial().expiringAt(later(NOW, -1)).build(), aLedgerKey());
      // Paying for Enterprise, verified, with two-factor sign-in.
      const payer = await givenUser(repositories, aUser().verified().createdAt(later(T0, 2)).build());
      const subscription = await givenSubscription(repositories, payer.id, { status: 'active', plan: 'enterprise' });
      await repositories.licenses.issueForSubscriptionOnce(aLicense().ownedBy(payer.id).withPlan('enterprise').forSubscription(subscription.id).build());
      await repositories.twoFactor.savePending({
        userId: payer.id,
        secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
        enabledAt: null,
        lastUsedStep: null,
        createdAt: T0,
      });
      await repositories.twoFactor.enable({ userId: payer.id, secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' }, T0, 1, []);
      // Cancelled Standard, an enrolment never confirmed (two-factor off).
      const leaver = await givenUser(repositories, aUser().verified().createdAt(later(T0, 3)).build());
      await givenSubscription(repositories, leaver.id, { status: 'cancelled', plan: 'standard' });
      await repositories.twoFactor.savePending({
        userId: leaver.id,
        secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
        enabledAt: null,
        lastUsedStep: null,
        createdAt: T0,
      });

      expect(await ids({ plan: 'enterprise' })).toEqual([payer.id]);
      expect(await ids({ plan: 'trial' })).toEqual([lapsed.id, trialist.id]);
      expect(await ids({ subscriptionStatus: 'cancelled' })).toEqual([leaver.id]);
      expect(await ids({ subscriptionStatus: 'active' })).toEqual([payer.id]);
      expect(await ids({ stage: 'paying' })).toEqual([payer.id]);
      expect(await ids({ stage: 'trial' })).toEqual([trialist.id]);
      expect(await ids({ verified: false })).toEqual([trialist.id]);
      expect(await ids({ verified: true })).toEqual([leaver.id, payer.id, lapsed.id]);
      expect(await ids({ twoFactor: true })).toEqual([payer.id]);
      expect(await ids({ twoFactor: false })).toEqual([leaver.id, lapsed.id, trialist.id]);
      expect(await ids({ verified: true, twoFactor: false, plan: 'trial' })).toEqual([lapsed.id]);
    });

    it('takes "in a trial" as the Overview counts trials running: a trial switched off is not in one', async () => {
      const repositories = given.repositories;
      const running = await givenUser(repositories, aUser().verified().createdAt(T0).build());
      await repositories.licenses.issueTrialOnce(aTrialLicense(running.id), aLedgerKey());
      const switchedOff = await givenUser(repositories, aUser().verified().createdAt(later(T0, 1)).build());
      await repositories.licenses.issueTrialOnce(aLicense().ownedBy(switchedOff.id).trial().inactive().build(), aLedgerKey());

      expect(await ids({ stage: 'trial' })).toEqual([running.id]);
      expect(await ids({ plan: 'trial' })).toEqual([switchedOff.id, running.id]);
    });
  });
}
