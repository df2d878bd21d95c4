import { firstSeededMonth, revenueHistoryAnswers, seedRevenueHistory } from '@pointforge/domain/testing';
import { createTypeormRepositories } from '@pointforge/infra';
import { testTwoFactorSecrets } from '@pointforge/infra/testing/two-factor-secrets';
import { startEmbeddedStack, startProductionStack } from './support/accounts-stack';
import { consoleAdmin } from './support/console-admins';
import { validationFailure } from './support/refusals';
import { stackSuite, type StartStack } from './support/stack-suite';

const STACKS: Array<[string, StartStack]> = [
  ['MariaDB, Redis, worker, SMTP', startProductionStack],
  ['embedded default: SQLite, in-process jobs, file outbox', startEmbeddedStack],
];

interface RevenueBody {
  success: boolean;
  asOf: string;
  months: { month: string }[];
  trialConversion: { weekStart: string; trials: number }[];
}

/**
 * GET /api/admin/revenue over three months of ledger, subscriptions, trials and failed renewals
 * written to the real database (domain/src/testing/revenue-history.ts has the history and its
 * hand-worked answers), on both ways to run.
 */
describe.each(STACKS)('operator console: revenue figures (%s)', (_name, startStack) => {
  const { stack, users } = stackSuite('admin_revenue', { start: startStack, usersLabel: 'revenue' });
  const admin = consoleAdmin(stack, users);

  it('answers the hand-worked MRR, ARR, plans, MRR movements, trial conversion, recovery and refunds of the seeded history', async () => {
    const first = firstSeededMonth(new Date());
    await seedRevenueHistory(createTypeormRepositories(stack.dataSource, testTwoFactorSecrets()), first, (name) => users.newEmail(name));

    const answer = await admin.browser.get('/api/admin/revenue?months=4');
    expect(answer.status).toBe(200);
    const { asOf, trialConversion, ...figures } = answer.body as RevenueBody;
    expect(Date.now() - Date.parse(asOf)).toBeLessThan(60_000);
    expect({ ...figures, trialConversion: trialConversion.filter((week) => week.trials > 0) }).toEqual({
      success: true,
      ...JSON.parse(JSON.stringify(revenueHistoryAnswers(first))),
    });

    const year = (await admin.browser.get('/api/admin/revenue')).body as RevenueBody;
    expect(year.months).toHaveLength(12);
    expect(year.months.slice(-4)).toEqual(revenueHistoryAnswers(first).months);
  });

  it('refuses a number of months outside 1 to 36, naming the field', async () => {
    for (const months of ['0', '37', 'twelve', '1.5']) {
      const answer = await admin.browser.get(`/api/admin/revenue?months=${months}`);
      expect(answer).toMatchObject({ status: 400, body: validationFailure({ months: 'months must be a whole number from 1 to 36.' }) });
    }
  });
});
