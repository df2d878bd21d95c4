import { DAY_MS } from '../../shared/time';
import { createInMemoryRepositories, FixedClock, firstSeededMonth, revenueHistoryAnswers, seedRevenueHistory } from '../../testing';
import { GetRevenueReportUseCase } from './get-revenue-report.use-case';

const NOW = new Date('2027-04-15T12:00:00Z');
const FIRST = firstSeededMonth(NOW); // 2027-01-01: A January, B February, C March, D April

async function seeded(gracePeriodDays = 12) {
  const repositories = createInMemoryRepositories();
  await seedRevenueHistory(repositories, FIRST, (name) => `${name}@example.com`);
  return new GetRevenueReportUseCase(repositories.revenueFigures, new FixedClock(NOW), { gracePeriodMs: gracePeriodDays * DAY_MS });
}

describe('GetRevenueReportUseCase on a seeded ledger', () => {
  it('answers the hand-worked figures: MRR, ARR, live subscriptions by plan, MRR movements, conversion, recovery and refunds', async () => {
    const report = await (await seeded()).execute({ months: 4 });
    const answers = revenueHistoryAnswers(FIRST);
    expect(answers.months.map((month) => month.month)).toEqual(['2027-01', '2027-02', '2027-03', '2027-04']);
    // Trials on Fri 1 Jan, Sat 9 Jan, Mon 1 Feb, Mon 1 Mar and Fri 12 Mar 2027, by their Mondays.
    expect(answers.trialConversion.map((week) => week.weekStart)).toEqual(['2026-12-28', '2027-01-04', '2027-02-01', '2027-03-01', '2027-03-08']);
    const { trialConversion, ...rest } = report;
    expect({ ...rest, trialConversion: trialConversion.filter((week) => week.trials > 0) }).toEqual({ asOf: NOW, ...answers });
  });

  it('lists every week from the one the first month starts in, and every month asked for', async () => {
    const report = await (await seeded()).execute({ months: 4 });
    expect(report.trialConversion[0]).toEqual({ weekStart: '2026-12-28', trials: 1, converted: 1 });
    expect(report.trialConversion.at(-1)).toEqual({ weekStart: '2027-04-12', trials: 0, converted: 0 });
    expect(report.trialConversion).toHaveLength(16); // 28 Dec to 12 Apr
    const year = await (await seeded()).execute({ months: 12 });
    expect(year.months.map((month) => month.month)).toEqual([
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
      '2027-03',
      '2027-04',
    ]);
    expect(year.months[7]).toMatchObject({ month: '2026-12', newCents: 0, endingCents: 0 });
  });

  it('counts a failed renewal recovered only when paid within the grace period', async () => {
    // s3 paid 5 days after its failure: not within a grace period of 4 days.
    const report = await (await seeded(4)).execute({ months: 4 });
    expect(report.paymentRecovery[2]).toEqual({ month: '2027-03', failed: 2, recovered: 0 });
  });

  it('keeps to the months asked for: a one-month report of April has no movement, and the MRR of its end', async () => {
    const report = await (await seeded()).execute({ months: 1 });
    expect(report.months).toEqual([{ month: '2027-04', newCents: 0, expansionCents: 0, contractionCents: 0, churnedCents: 0, endingCents: 47_400 }]);
    expect(report.refunds).toEqual([{ month: '2027-04', refunds: 0, refundedCents: 0, reversals: 0, reversedCents: 0 }]);
    expect(report.trialConversion.every((week) => week.trials === 0)).toBe(true);
  });
});
