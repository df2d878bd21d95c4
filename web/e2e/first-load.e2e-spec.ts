import { BRAND } from '@pointforge/domain';
import type { Page } from 'playwright-core';
import {
  browserErrors,
  createVerifiedAccount,
  eventually,
  expectNoBrowserErrors,
  signUpAndLogIn,
  useJourneyStack,
  waitForMailReplyingTo,
  waitForText,
  waitForToast,
  waitForVisible,
} from './support';

/**
 * What a first visit leaves in the browser's console and network log: nothing wrong. An
 * anonymous visitor's pages hydrate without a mismatch, ask nothing that fails (no 401
 * from the current-user call: without the signed-in hint cookie it is not made at all),
 * and log no error or warning; a signed-in customer's dashboard logs none either.
 */

interface FirstLoadRecord {
  /** Console messages at error or warning level, as "type: text". */
  console: string[];
  /** Every request the page made, as "METHOD /path". */
  requests: string[];
}

/** Starts recording what `page` logs and asks; read the record after the visit. */
function recordFirstLoad(page: Page): FirstLoadRecord {
  const record: FirstLoadRecord = { console: [], requests: [] };
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') record.console.push(`${message.type()}: ${message.text()}`);
  });
  page.on('request', (request) => record.requests.push(`${request.method()} ${new URL(request.url()).pathname}`));
  return record;
}

/** Nothing logged at error or warning level, nothing thrown, no request answered ≥ 400 or failed, none allowed. */
function expectCleanLoad(page: Page, record: FirstLoadRecord): void {
  const { page: thrown, http } = browserErrors(page);
  expect({ console: record.console, thrown, http }).toEqual({ console: [], thrown: [], http: [] });
}

describe('first load: no console error, no failed request', () => {
  const journey = useJourneyStack('first-load');

  describe.each([
    ['/', 'Professional 3D Point Cloud'],
    ['/features', 'Complete Feature Set'],
    ['/features/water-flow', 'Water Flow Analysis'],
    ['/privacy-policy', 'Privacy Policy'],
    ['/login', 'Log In'],
    ['/register', 'Create an Account'],
  ])('an anonymous visitor opening %s', (path, heading) => {
    it('sees the page with no console error or warning and no failed request, and never asks for the current user', async () => {
      const record = recordFirstLoad(journey.page);
      await journey.page.goto(path, { waitUntil: 'networkidle' });
      await waitForText(journey.page.getByRole('heading', { level: 1 }), new RegExp(heading));
      // The header has settled on the signed-out actions.
      await waitForVisible(journey.page.locator('.site-header__actions a[href="/login"]'));

      expectCleanLoad(journey.page, record);
      expect(record.requests.filter((request) => request.includes('/api/auth/me'))).toEqual([]);
    });
  });

  it("loads the landing page's demo form code after the page, and sends what was typed and submitted before it arrived", async () => {
    const { page } = journey;
    // Hold the form's code back until the visitor has filled the prerendered form in.
    let release = (): void => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    const asked: string[] = [];
    await page.route(/\/assets\/demo-request-form-[^/]+\.js$/, async (route) => {
      asked.push(new URL(route.request().url()).pathname);
      await released;
      await route.continue();
    });
    const record = recordFirstLoad(page);
    page.once('load', () => record.requests.push('load'));
    await page.goto('/', { waitUntil: 'load' });

    const form = page.getByRole('form', { name: 'Demo request' });
    await form.getByLabel('Full Name').fill('Ada Lovelace');
    await form.getByLabel('Email').fill('ada.early@example.com');
    await form.getByLabel('Company').fill('Analytical Engines');
    await form.getByLabel('Industry').selectOption('mining');
    // The visitor's first touch of the page (here: focusing a field) asked for it, after the load event.
    await eventually(async () => expect(asked).toHaveLength(1));
    const formCode = record.requests.findIndex((request) => request.includes('demo-request-form'));
    expect(formCode).toBeGreaterThan(record.requests.indexOf('load'));
    expect(record.requests.indexOf('load')).toBeGreaterThan(-1);
    // A click before the code is there is held, not sent by the browser itself (a GET of the
    // page with the visitor's details in the address)…
    const addressBefore = page.url();
    await form.getByRole('button', { name: 'Request Demo' }).click();
    await page.waitForTimeout(500);
    expect(page.url()).toBe(addressBefore);
    expect(await form.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps')))).toBe(false);
    release();
    // …and sent once the form is live.
    await waitForToast(page, 'Demo Request Received');
    const mail = await waitForMailReplyingTo(journey.stack.mailbox, BRAND.salesEmail, 'ada.early@example.com');
    expect(mail.parsed.text).toContain('Analytical Engines');
    expectNoBrowserErrors(page);
  });

  it('paints and loads a prerendered page with only the boot module; the app arrives after the load event and adopts the page', async () => {
    const { page } = journey;
    await page.goto('/features', { waitUntil: 'load' });
    const scripts = await page.evaluate(() => {
      const load = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => ({ path: new URL(entry.name).pathname, beforeLoad: entry.startTime <= load }));
    });
    const beforeLoad = scripts.filter((script) => script.beforeLoad).map((script) => script.path);
    expect(beforeLoad).toEqual(expect.arrayContaining([expect.stringMatching(/^\/assets\/index-/)]));
    expect(beforeLoad.filter((path) => /\/(framework|main|features-catalog\.route)-/.test(path))).toEqual([]);
    expect(scripts.filter((script) => !script.beforeLoad).map((script) => script.path)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^\/assets\/framework-/), expect.stringMatching(/^\/assets\/features-catalog\.route-/)]),
    );
    // Adopted, not rendered again: the prerendered heading is the very element React now owns.
    const heading = page.getByRole('heading', { level: 1 });
    expect(await heading.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')))).toBe(true);
    expectNoBrowserErrors(page);
  });

  it('holds a sign-in typed and sent on the prerendered /login before the app has arrived, then signs in with it', async () => {
    const { page, stack } = journey;
    const account = { email: 'early.login@example.com', password: 'correct horse battery' };
    await createVerifiedAccount(page, stack.mailbox, account);
    // Hold the app back until the visitor has filled the prerendered form in and pressed Log In.
    let release = (): void => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/main-[^/]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    // The frame's own goto: the page's waits for the app, which is held.
    await page.mainFrame().goto(`${stack.baseUrl}/login`, { waitUntil: 'load' });
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForTimeout(500);
    // Not the browser's own submit: no GET of /login with the password in the address.
    expect(new URL(page.url()).search).toBe('');
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-app-live'))).toBe(false);
    release();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await waitForText(page.getByRole('heading', { level: 1 }), /Welcome back/);
    expectNoBrowserErrors(page);
  });

  it('starts loading a page when a link to it is pointed at, before the click', async () => {
    const record = recordFirstLoad(journey.page);
    await journey.page.goto('/features', { waitUntil: 'networkidle' });
    expect(record.requests.filter((request) => /\/assets\/login\.route-/.test(request))).toEqual([]);

    await journey.page.locator('.site-header__actions a[href="/login"]').hover();
    await eventually(async () => expect(record.requests.filter((request) => /\/assets\/login\.route-/.test(request))).toHaveLength(1));
    expectNoBrowserErrors(journey.page);
  });

  it('a signed-in customer opening /dashboard afresh: no console error or warning, no failed request', async () => {
    await signUpAndLogIn(journey.page, journey.stack.mailbox, { email: 'first.load@example.com', password: 'correct horse battery' });
    const record = recordFirstLoad(journey.page);
    await journey.page.goto('/dashboard', { waitUntil: 'networkidle' });
    await waitForText(journey.page.getByRole('heading', { level: 1 }), /Welcome back/);

    expectCleanLoad(journey.page, record);
    expect(record.requests).toContain('GET /api/auth/me');
  });
});
