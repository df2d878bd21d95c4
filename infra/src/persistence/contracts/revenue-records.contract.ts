import { expect, it } from '@jest/globals';
import { aLicense, firstSeededMonth, seedRevenueHistory } from '@pointforge/domain/testing';
import { aLedgerKey, type RepositoriesSetup } from '../../testing/repository-fixtures';
import { describeRepositoryContract } from '../../testing/repository-contract';

/** The seeded history's months: A January, B February, C March 2027. */
const FIRST = firstSeededMonth(new Date('2027-04-15T00:00:00Z'));
const at = (iso: string) => new Date(iso);
let emails = 0;
const emailOf = (name: string) => `revenue-contract.${name}.${(emails += 1)}@example.com`;

export function describeRevenueRecordsContract(name: string, setup: RepositoriesSetup): void {
  describeRepositoryContract(`RevenueRecordsPort: ${name}`, setup, (given) => {
    it('reads every subscription that went live (active, suspended, cancelled, expired), never a checkout not paid', async () => {
      await seedRevenueHistory(given.repositories, FIRST, emailOf);
      const subscriptions = await given.repositories.revenueRecords.subscriptionsEverLive();
      expect(subscriptions.map((subscription) => [subscription.plan, subscription.billingType, subscription.status]).sort()).toEqual([
        ['enterprise', 'monthly', 'active'],
        ['professional', 'monthly', 'active'],
        ['standard', 'annual', 'cancelled'],
        ['standard', 'monthly', 'expired'],
        ['standard', 'monthly', 'suspended'],
      ]);
      const cancelled = subscriptions.find((subscription) => subscription.status === 'cancelled');
      expect(cancelled).toMatchObject({ startDate: at('2027-01-16T10:00:00Z'), endDate: at('2028-01-16T10:00:00Z'), updatedAt: at('2027-03-03T10:00:00Z') });
    });

    it('reads the trials started in a range (its start included, its end not), not a paid licence nor a deleted account’s trial', async () => {
      await seedRevenueHistory(given.repositories, FIRST, emailOf);
      await given.repositories.licenses.issueTrialOnce(aLicense().detached().trial().createdAt(at('2027-02-10T00:00:00Z')).build(), aLedgerKey());
      const trials = await given.repositories.revenueRecords.trialsStartedBetween(at('2027-01-09T09:00:00Z'), at('2027-03-01T09:00:00Z'));
      expect(trials.map((trial) => trial.startedAt).sort((a, b) => a.getTime() - b.getTime())).toEqual([
        at('2027-01-09T09:00:00Z'),
        at('2027-02-01T09:00:00Z'),
      ]);
      expect(trials.every((trial) => typeof trial.userId === 'string')).toBe(true);
    });

    it('reads the failed renewals from the payment-failed emails sent in a range, and no other email', async () => {
      await seedRevenueHistory(given.repositories, FIRST, emailOf);
      const failures = await given.repositories.revenueRecords.paymentFailuresBetween(at('2027-01-01T00:00:00Z'), at('2027-04-01T00:00:00Z'));
      expect(failures.map((failure) => failure.failedAt).sort((a, b) => a.getTime() - b.getTime())).toEqual([
        at('2027-03-02T10:00:00Z'),
        at('2027-03-21T10:00:00Z'),
      ]);
      const live = await given.repositories.revenueRecords.subscriptionsEverLive();
      expect(failures.map((failure) => live.find((subscription) => subscription.id === failure.subscriptionId)?.status).sort()).toEqual([
        'active',
        'suspended',
      ]);
      expect(await given.repositories.revenueRecords.paymentFailuresBetween(at('2027-03-02T10:00:00.001Z'), at('2027-03-21T10:00:00Z'))).toEqual([]);
    });
  });
}
