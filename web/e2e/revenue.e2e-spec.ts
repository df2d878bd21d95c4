import { firstSeededMonth, seedRevenueHistory } from '@pointforge/domain/testing';
import { createDataSource, createTypeormRepositories } from '@pointforge/infra';
import { testTwoFactorSecrets } from '@pointforge/infra/testing/two-factor-secrets';
import type { Locator, Page } from 'playwright-core';
import { signInAsOperator } from './support/admin';
import { expectNoAxeViolations } from './support/axe';
import { SCREEN_WIDTHS } from './support/screens';
import { expectNoBrowserErrors, expectNoSidewaysScroll, useJourneyStack, waitForVisible } from './support';

/**
 * The console's Revenue tab over a seeded ledger (domain/src/testing/revenue-history.ts: three
 * months of payments, a refund, a reversal, failed renewals and trials, with hand-worked
 * answers): the headline figures and each chart's table show them, the six charts are drawn,
 * at 1366 and 390 wide, with no sideways scroll, no axe violation and no browser error.
 *
 * Budget (all traffic comes from 127.0.0.1; see RATE_LIMIT_RULES): 1 registration.
 */

const PASSWORD = 'correct horse battery staple';

/** The rows of a card's table (opened first), each as its cells' texts. */
async function tableRows(card: Locator): Promise<string[][]> {
  const toggle = card.getByText('Show the figures as a table', { exact: true });
  if ((await card.locator('details[open]').count()) === 0) await toggle.click();
  const rows = card.locator('tbody tr');
  await waitForVisible(rows.first());
  return Promise.all((await rows.all()).map((row) => row.locator('th, td').allInnerTexts()));
}

/** How many of the tab's chart canvases have something drawn on them (a pixel that is not blank). */
async function drawnCanvases(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      Array.from(document.querySelectorAll<HTMLCanvasElement>('.revenue-chart canvas')).filter((canvas) => {
        const context = canvas.getContext('2d');
        if (!context || canvas.width === 0) return false;
        return context.getImageData(0, 0, canvas.width, canvas.height).data.some((channel) => channel !== 0);
      }).length,
  );
}

describe('operator console: the Revenue tab', () => {
  const journey = useJourneyStack('revenue');

  it('shows the seeded ledger’s hand-worked figures in its cards and tables, its six charts drawn, at 1366 and 390 wide', async () => {
    const { page, stack } = journey;
    const dataSource = createDataSource({ databaseUrl: stack.db.url });
    await dataSource.initialize();
    const first = firstSeededMonth(new Date());
    try {
      await seedRevenueHistory(createTypeormRepositories(dataSource, testTwoFactorSecrets()), first, (name) => `revenue.${name}@example.com`);
    } finally {
      await dataSource.destroy();
    }
    await signInAsOperator(page, stack, { email: 'revenue.operator@example.com', password: PASSWORD, firstName: 'Lindiwe' });

    for (const { width, height } of SCREEN_WIDTHS) {
      await page.setViewportSize({ width, height });
      await page.goto('/admin');
      await page.getByRole('tablist', { name: 'Console sections' }).getByRole('tab', { name: 'Revenue' }).click();
      const panel = page.getByRole('tabpanel');
      const card = (title: string) => panel.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
      await waitForVisible(card('MRR').getByText('$474', { exact: true }));
      await expect(card('ARR').getByText('$5,688', { exact: true }).isVisible()).resolves.toBe(true);
      await expect(card('Active subscriptions').locator('.admin-overview__count').innerText()).resolves.toBe('3');

      const month = (offset: number) =>
        new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
          new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + offset, 1)),
        );
      const movements = await tableRows(card('MRR movements by month'));
      expect(movements.slice(-4)).toEqual([
        [month(0), '$309', '$0', '$0', '$0'],
        [month(1), '$300', '$24', '-$24', '-$75'],
        [month(2), '$0', '$0', '$0', '-$60'],
        [month(3), '$0', '$0', '$0', '$0'],
      ]);
      expect((await tableRows(card('MRR at each month’s end'))).slice(-4).map((row) => row[1])).toEqual(['$309', '$534', '$474', '$474']);
      expect(await tableRows(card('Active subscriptions by plan'))).toEqual([
        ['Standard', '1'],
        ['Professional', '1'],
        ['Enterprise', '1'],
      ]);
      expect((await tableRows(card('Failed-payment recovery'))).slice(-2)).toEqual([
        [month(2), '2', '1', '50 %'],
        [month(3), '0', '0', '–'],
      ]);
      expect((await tableRows(card('Refunds and reversals'))).slice(-3)).toEqual([
        [month(1), '0', '$0', '1', '$75'],
        [month(2), '1', '$360', '0', '$0'],
        [month(3), '0', '$0', '0', '$0'],
      ]);
      const trials = (await tableRows(card('Trial → paid conversion by trial-start week'))).filter((row) => row[1] !== '0');
      expect(trials.map((row) => row.slice(1))).toEqual([
        ['1', '1', '100 %'],
        ['1', '1', '100 %'],
        ['1', '1', '100 %'],
        ['1', '0', '0 %'],
        ['1', '0', '0 %'],
      ]);

      await expect(drawnCanvases(page)).resolves.toBe(6);
      await expectNoSidewaysScroll(page, `${width}`);
      await expectNoAxeViolations(page);
    }
    expectNoBrowserErrors(page);
  }, 240_000);
});
