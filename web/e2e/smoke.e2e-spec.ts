import {
  expectNoBrowserErrors,
  expectNoSeriousAxeViolations,
  linkFrom,
  openPageTitled,
  pathFrom,
  waitForMailTo,
  waitForText,
  useJourneyStack,
} from './support';

/**
 * The harness end to end: the built site served by the real API process (MariaDB, Redis,
 * SMTP, a separate worker), opened in Chromium.
 */
describe('smoke: the built site in a browser', () => {
  const journey = useJourneyStack('smoke');

  it('shows the 404 page for an unknown address, with status 404 and a link back home', async () => {
    expect((await journey.page.goto('/no-such-page'))?.status()).toBe(404);

    // Word for word as the site specification gives the 404 page.
    const panel = journey.page.locator('section.status-message');
    await waitForText(journey.page.getByText('404', { exact: true }), '404');
    await waitForText(journey.page.getByRole('heading', { level: 1 }), 'Page Not Found');
    await waitForText(panel, "The page you are looking for doesn't exist or has been moved.");
    expect(await journey.page.title()).toContain('Page Not Found');

    const home = journey.page.getByRole('link', { name: 'Return to Home' });
    await waitForText(home, 'Return to Home');
    await home.click();
    await journey.page.waitForURL(`${journey.stack.baseUrl}/`);
    expect(new URL(journey.page.url()).pathname).toBe('/');
    expectNoBrowserErrors(journey.page);
  });

  it('meets WCAG A and AA on the 404 page (no serious or critical axe violations)', async () => {
    await openPageTitled(journey.page, '/no-such-page', 'Page Not Found');
    await expectNoSeriousAxeViolations(journey.page);
    expectNoBrowserErrors(journey.page);
  });

  it('answers /healthz and /readyz on the same origin', async () => {
    const health = await journey.page.request.get('/healthz');
    expect(health.status()).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });

    const ready = await journey.page.request.get('/readyz');
    expect(ready.status()).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ok', checks: { database: 'ok', redis: 'ok' } });
  });

  it('delivers mail through the worker: a sign-up from the page emails a verification link to this site', async () => {
    await journey.page.goto('/no-such-page'); // any page: the call below is a same-origin browser request
    const email = 'smoke-journey@example.com';
    const status = await journey.page.evaluate(
      async (body) => {
        const response = await fetch('/api/auth/register', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' },
          body: JSON.stringify(body),
        });
        return response.status;
      },
      { email, password: 'smoke-Journey-7391' },
    );
    expect(status).toBe(201);

    const mail = await waitForMailTo(journey.stack.mailbox, email, 'Confirm your email address');
    expect(linkFrom(mail, '/verify-email/')).toMatch(new RegExp(`^${journey.stack.baseUrl}/verify-email/[A-Za-z0-9_-]+$`));
    expect(pathFrom(mail, '/verify-email/')).toMatch(/^\/verify-email\/[A-Za-z0-9_-]+$/);
    expect(await journey.stack.db.query('SELECT email FROM users WHERE email = ?', [email])).toEqual([{ email }]);
    expectNoBrowserErrors(journey.page);
  });
});
