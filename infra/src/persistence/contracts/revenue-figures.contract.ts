import { expect, it } from '@jest/globals';
import { DAY_MS, revenuePeriodOf } from '@pointforge/domain';
import {
  aLicense,
  createInMemoryRepositories,
  firstSeededMonth,
  generateRevenueHistory,
  revenueHistoryAnswers,
  seedRevenueHistory,
  writeRevenueHistory,
} from '@pointforge/domain/testing';
import { aLedgerKey, type RepositoriesSetup } from '../../testing/repository-fixtures';
import { describeRepositoryContract } from '../../testing/repository-contract';

const NOW = new Date('2027-04-15T12:00:00Z');
/** The seeded history's months: A January, B February, C March 2027. */
const FIRST = firstSeededMonth(NOW);
const GRACE_MS = 12 * DAY_MS;
let emails = 0;
const emailOf = (name: string | number) => `revenue-contract.${name}.${(emails += 1)}@example.com`;

/** Generated histories: 200 days from 1 Oct 2026, asked at several instants and over several spans, one of them past the last event. */
const GENERATED_FROM = new Date('2026-10-01T00:00:00Z');
const ASKED: [asOf: Date, months: number][] = [
  [new Date('2026-11-17T08:30:00Z'), 1],
  [new Date('2027-01-31T23:59:59.999Z'), 3],
  [new Date('2027-03-04T12:00:00Z'), 12],
  [new Date('2027-06-20T00:00:00Z'), 36],
];

export function describeRevenueFiguresContract(name: string, setup: RepositoriesSetup): void {
  describeRepositoryContract(`RevenueFiguresPort: ${name}`, setup, (given) => {
    it('answers the hand-worked figures of the seeded history, not counting a trial of a deleted account', async () => {
      await seedRevenueHistory(given.repositories, FIRST, emailOf);
      await given.repositories.licenses.issueTrialOnce(aLicense().detached().trial().createdAt(new Date('2027-02-10T00:00:00Z')).build(), aLedgerKey());
      const figures = await given.repositories.revenueFigures.figuresOf(revenuePeriodOf(NOW, 4, GRACE_MS));
      const { mrrCents, activeByPlan, months, trialConversion, paymentRecovery, refunds } = revenueHistoryAnswers(FIRST);
      expect({ ...figures, trialConversion: figures.trialConversion.filter((week) => week.trials > 0) }).toEqual({
        mrrCents,
        activeByPlan,
        months,
        trialConversion,
        paymentRecovery,
        refunds,
      });
    });

    it.each([1, 2, 3])('answers what the in-process reference computes from the records, on generated history %i', async (seed) => {
      const history = generateRevenueHistory(seed, GENERATED_FROM, 200, 60, emailOf);
      const reference = createInMemoryRepositories();
      await writeRevenueHistory(reference, history);
      await writeRevenueHistory(given.repositories, history);
      for (const [asOf, months] of ASKED) {
        const period = revenuePeriodOf(asOf, months, GRACE_MS);
        const expected = await reference.revenueFigures.figuresOf(period);
        expect({ asOf, months, figures: await given.repositories.revenueFigures.figuresOf(period) }).toEqual({ asOf, months, figures: expected });
      }
    });

    it('answers zeros for every month and week of an empty store', async () => {
      const figures = await given.repositories.revenueFigures.figuresOf(revenuePeriodOf(NOW, 2, GRACE_MS));
      expect(figures.mrrCents).toBe(0);
      expect(figures.months).toEqual(
        ['2027-03', '2027-04'].map((month) => ({ month, newCents: 0, expansionCents: 0, contractionCents: 0, churnedCents: 0, endingCents: 0 })),
      );
      expect(figures.trialConversion.every((week) => week.trials === 0 && week.converted === 0)).toBe(true);
      expect(figures.activeByPlan.map((plan) => plan.subscriptions)).toEqual([0, 0, 0]);
    });
  });
}
