import type { Page } from 'playwright-core';
import { browserErrors, signUpAndLogIn, useJourneyStack, waitForText, waitForVisible } from './support';

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

  it('a signed-in customer opening /dashboard afresh: no console error or warning, no failed request', async () => {
    await signUpAndLogIn(journey.page, journey.stack.mailbox, { email: 'first.load@example.com', password: 'correct horse battery' });
    const record = recordFirstLoad(journey.page);
    await journey.page.goto('/dashboard', { waitUntil: 'networkidle' });
    await waitForText(journey.page.getByRole('heading', { level: 1 }), /Welcome back/);

    expectCleanLoad(journey.page, record);
    expect(record.requests).toContain('GET /api/auth/me');
  });
});
