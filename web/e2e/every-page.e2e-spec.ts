/// <reference lib="dom" />
// (The evaluate callback of freezeRunSpecificText runs in the browser; the DOM types describe it.)
import { FEATURE_IDS } from '@pointforge/domain';
import { revenueHistoryAnswers } from '@pointforge/domain/testing';
import type { Locator, Page } from 'playwright-core';
import { expectNoAxeViolations } from './support/axe';
import { signInAsOperator } from './support/admin';
import { SCREEN_WIDTHS } from './support/screens';
import { expectScreenshot } from './support/screenshot-baselines';
import { expectNoBrowserErrors, signUpAndLogIn, startTrialThroughApi, useJourneyStack, waitForVisible } from './support';

/**
 * Every page of the site, as a visitor, a customer and an operator sees it, at 1366 and at
 * 390 wide: the document is never wider than the screen, axe finds no WCAG A/AA violation
 * of any impact, and the browser reports no error. A page added to the router belongs here.
 *
 * Budget (all traffic comes from 127.0.0.1; see RATE_LIMIT_RULES): 2 registrations, 1 trial.
 */

const PASSWORD = 'correct horse battery staple';
/** A token that was never issued: the reset and verification pages in their failed state. */
const UNKNOWN_TOKEN = 'never-issued-token-0000000000000000000000';

/** The page has settled: its main heading shows and no request is in flight. */
async function settled(page: Page, ready: Locator = page.getByRole('heading', { level: 1 }).first()): Promise<void> {
  await waitForVisible(ready);
  await page.waitForLoadState('networkidle');
}

/**
 * The Revenue tab's answer, fixed (the seeded history's figures, months September to December
 * 2026), so its charts draw the same at every run whatever the day: revenue.e2e-spec.ts reads
 * the real answer over a seeded ledger.
 */
const FIXED_REVENUE = JSON.stringify({ success: true, asOf: '2027-01-01T09:00:00.000Z', ...revenueHistoryAnswers(new Date('2026-09-01T00:00:00Z')) });

/** What one check found wrong, named by page and width so one failure lists them all. */
interface PageFinding {
  page: string;
  width: number;
  overflowPx?: number;
  axe?: string;
}

/** The document is no wider than the screen, and axe finds nothing: at the width the page is at now. */
async function findingsAtCurrentWidth(page: Page, name: string, width: number): Promise<PageFinding[]> {
  const findings: PageFinding[] = [];
  const overflowPx = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  if (overflowPx > 0) findings.push({ page: name, width, overflowPx });
  try {
    await expectNoAxeViolations(page);
  } catch (error) {
    findings.push({ page: name, width, axe: (error as Error).message });
  }
  return findings;
}

/**
 * Opens each address at both widths (a fresh load at each, as a phone would load it) and
 * collects what it finds, so one run names every page that fails, not only the first.
 */
async function checkAddresses(page: Page, paths: readonly string[]): Promise<PageFinding[]> {
  const findings: PageFinding[] = [];
  for (const { width, height } of SCREEN_WIDTHS) {
    await page.setViewportSize({ width, height });
    for (const path of paths) {
      await page.goto(path);
      await settled(page);
      findings.push(...(await findingsAtCurrentWidth(page, path, width)));
    }
  }
  return findings;
}

/**
 * Replaces what differs from one run to the next (instants the server stamped, ids, licence
 * keys) with fixed stand-ins, so that a screenshot compares the layout and the words.
 */
async function freezeRunSpecificText(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const time of Array.from(document.querySelectorAll('time'))) time.textContent = '1 Jan 2027, 09:00';
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      node.textContent = (node.textContent ?? '')
        .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '00000000-0000-4000-8000-000000000000')
        .replace(/PF(?:-[0-9A-Z]{5}){5}/g, 'PF-00000-00000-00000-00000-00000')
        .replace(/\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}/g, '1 Jan 2027, 09:00');
    }
  });
}

/** The operator console's tabs, in order: a tab added to the console belongs here (and gets its screenshot baselines). */
const CONSOLE_TABS = ['Overview', 'Revenue', 'Leads', 'Customers', 'Disputes', 'Documents', 'Releases', 'Queues', 'Audit Log'];

/**
 * Opens `path`, then each tab of its tab list in turn, at both widths; `afterTab` runs once each
 * tab has been checked. `expected` names the tabs the list must have, when the test knows them.
 */
async function checkTabs(
  page: Page,
  path: string,
  tabList: string,
  { expected, afterTab }: { expected?: readonly string[]; afterTab?: (tab: string, width: number) => Promise<void> } = {},
): Promise<PageFinding[]> {
  const findings: PageFinding[] = [];
  for (const { width, height } of SCREEN_WIDTHS) {
    await page.setViewportSize({ width, height });
    await page.goto(path);
    await settled(page);
    const tabs = page.getByRole('tablist', { name: tabList }).getByRole('tab');
    const names = await tabs.allInnerTexts();
    expect(names.length).toBeGreaterThan(1);
    if (expected) expect(names.map((name) => name.trim())).toEqual(expected);
    for (const name of names) {
      const tab = tabs.filter({ hasText: name });
      await tab.click();
      await settled(page, page.getByRole('tabpanel'));
      findings.push(...(await findingsAtCurrentWidth(page, `${path} ${name.trim()} tab`, width)));
      await afterTab?.(name.trim(), width);
    }
  }
  return findings;
}

describe('every page at 1366 and 390 wide: no sideways scrolling, no axe violation, no browser error', () => {
  const journey = useJourneyStack('every-page');

  it('holds for the public site and the sign-in pages, signed out', async () => {
    const findings = await checkAddresses(journey.page, [
      '/',
      '/features',
      ...FEATURE_IDS.map((id) => `/features/${id}`),
      '/privacy-policy',
      '/login',
      '/register',
      '/forgot-password',
      `/reset-password/${UNKNOWN_TOKEN}`,
      `/verify-email/${UNKNOWN_TOKEN}`,
      `/invite/${UNKNOWN_TOKEN}`,
      '/activate',
      '/no-such-page',
    ]);
    expect(findings).toEqual([]);
    expectNoBrowserErrors(journey.page, {
      allowHttp: [
        { status: 400, path: `/api/auth/verify-email/${UNKNOWN_TOKEN}`, method: 'POST' },
        { status: 404, path: `/api/invitations/${UNKNOWN_TOKEN}`, method: 'GET' },
      ],
    });
  }, 240_000);

  it("holds for a customer's dashboard tabs, checkout and payment pages", async () => {
    await signUpAndLogIn(journey.page, journey.stack.mailbox, { email: 'every.page.customer@example.com', password: PASSWORD, firstName: 'Thandi' });
    await startTrialThroughApi(journey.page);
    const findings = [
      ...(await checkTabs(journey.page, '/dashboard', 'Dashboard sections')),
      ...(await checkAddresses(journey.page, ['/checkout/standard?billingType=annual', '/checkout/enterprise?billingType=monthly', '/activate'])),
    ];
    expect(findings).toEqual([]);
    expectNoBrowserErrors(journey.page);
  }, 240_000);

  // Runs after the customer's test above, whose account the console lists: the screenshots count on it.
  it("holds for every tab of the operator's console, each looking as its committed screenshot", async () => {
    const { page } = journey;
    await signInAsOperator(page, journey.stack, { email: 'every.page.operator@example.com', password: PASSWORD, firstName: 'Nomsa' });
    // The footer's year and the browser's "now" from one fixed day; the server's stamps are frozen below.
    await page.clock.setFixedTime(new Date('2027-01-01T09:00:00Z'));
    await page.route('**/api/admin/revenue?*', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: FIXED_REVENUE }));
    const findings = await checkTabs(page, '/admin', 'Console sections', {
      expected: CONSOLE_TABS,
      afterTab: async (tab, width) => {
        await freezeRunSpecificText(page);
        await expectScreenshot(page, `console-${tab.toLowerCase().replace(/\s+/g, '-')}-${width}`);
      },
    });
    expect(findings).toEqual([]);
    expectNoBrowserErrors(journey.page);
  }, 240_000);
});
