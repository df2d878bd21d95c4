/// <reference lib="dom" />
// (The page.evaluate callbacks below run in the browser; the DOM types describe them.)
import type { Route } from 'playwright-core';
import { formatLongUsDate } from '@pointforge/domain';
import {
  browserErrors,
  callApi,
  confirmDownload,
  dismissToasts,
  downloadFrom,
  eventually,
  expectEnabled,
  expectNoBrowserErrors,
  expectNoSeriousAxeViolations,
  HCAPTCHA_SCRIPT_PATTERN,
  hcaptchaStubScript,
  installerDialog,
  installerRegion,
  licenseItem,
  licenseRows,
  licensesRegion,
  openDownloadDialog,
  signUpAndLogIn,
  startTrialThroughApi,
  testModeChallenge,
  trialButton,
  waitForDialogClosed,
  waitForMailTo,
  waitForText,
  waitForToast,
  waitForVisible,
  type HCaptchaStubRecord,
  useJourneyStack,
  withOwnDownloadsDir,
} from './support';

/**
 * The dashboard's Licenses tab (SITE-SPEC sections 2, 4, 5 and 8; DECISIONS.md "Licences
 * and downloads"): the free trial, the licence list (status, expiry, trial days, the key
 * copied or saved as a file), and the installer download behind the captcha dialog, against
 * the real API in captcha test mode. hCaptcha's own script cannot load here (no network), so
 * the path a real site key takes runs against a stand-in script served in its place.
 *
 * Each test signs up its own account (the API allows 10 sign-ups an hour per IP address;
 * this file makes 7).
 */

/** DECISIONS.md: `PF-` and five groups of five Crockford base32 characters. */
const LICENSE_KEY = /^PF(-[0-9A-HJKMNP-TV-Z]{5}){5}$/;
/** What hCaptcha's test site key hands the page; the server in test mode accepts only this. */
const TEST_RESPONSE_TOKEN = '10000000-aaaa-bbbb-cccc-000000000001';
const TEST_SITE_KEY = '10000000-ffff-ffff-ffff-000000000001';
const INSTALLER_FILE = 'PointForge-Setup-1.0.7.exe';

/** SITE-SPEC section 8, word for word. */
const TOASTS = {
  trialActivated: { title: 'Trial activated', description: 'Your 7-day trial license has been generated and sent to your email.' },
  trialNotAvailable: {
    title: 'Trial Not Available',
    description: 'You already have a license. Trial licenses are only available for new users.',
  },
  copied: 'License Key Copied',
  downloaded: 'License Key Downloaded',
  downloadFailed: { title: 'Download failed', description: 'Could not download the installer. Please try again later.' },
  captchaError: { title: 'CAPTCHA Error', description: 'Failed to load verification challenge. Please try again.' },
  urlMissing: 'Download URL missing from server response',
  urlInvalid: 'Invalid download URL received',
  urlFormat: 'Invalid URL format received from server',
};

const PASSWORD = 'licence-Journey-pass-4821';

describe('dashboard Licenses tab: trial, licence keys and the installer download', () => {
  // Its own installer folder: the API writes the development placeholder there.
  const journey = useJourneyStack('licenses', withOwnDownloadsDir('pf-e2e-licenses-'));

  it('lets a new verified user start the free trial once: the key, Active, 7 days remaining and the toast', async () => {
    const email = 'trial.journey@example.com';
    await signUpAndLogIn(journey.page, journey.stack.mailbox, { email, password: PASSWORD, firstName: 'Tess' });

    // Licenses is the default tab; a new account holds nothing and is offered the trial.
    await waitForText(licensesRegion(journey.page), 'Your account holds no licenses yet.');
    await waitForVisible(trialButton(journey.page));
    // A second tab, opened before the trial starts, still offers it.
    const secondTab = await journey.page.context().newPage();
    const secondTabErrors: string[] = [];
    secondTab.on('pageerror', (error) => secondTabErrors.push(error.message));
    secondTab.on('console', (message) => message.type() === 'error' && secondTabErrors.push(message.text()));
    await secondTab.goto('/dashboard');
    await waitForVisible(trialButton(secondTab));

    await trialButton(journey.page).click();
    await waitForToast(journey.page, TOASTS.trialActivated.title, TOASTS.trialActivated.description);

    const [row, ...others] = await licenseRows(journey.stack, email);
    expect(others).toEqual([]);
    expect(row).toMatchObject({ plan: 'trial', is_active: 1 });
    expect(row!.license_key).toMatch(LICENSE_KEY);
    const item = licenseItem(journey.page, row!.license_key);
    await waitForText(item.locator('.license-key'), row!.license_key);
    expect(((await item.locator('.license-key').textContent()) ?? '').trim()).toMatch(LICENSE_KEY);
    await waitForText(item, 'Active');
    await waitForText(item, '7 days remaining');
    await waitForText(item, 'Trial license');
    await waitForText(item, formatLongUsDate(row!.expiry_day));
    await waitForText(item, /Seats\s*1(?!\d)/);
    // The only licence is the current one, and the tab headlines its status.
    await waitForText(item, 'Current');
    await waitForText(licensesRegion(journey.page).locator('.licenses-summary'), 'Current license status: Active');
    expect(await trialButton(journey.page).count()).toBe(0);
    expect(await licensesRegion(journey.page).getByText('None of your licenses is active.').count()).toBe(0);

    const mail = await waitForMailTo(journey.stack.mailbox, email, 'trial');
    expect(mail.parsed.text).toContain(row!.license_key);

    // The second tab's offer is stale: pressing it is refused, and the licence shows up there.
    await trialButton(secondTab).click();
    await waitForToast(secondTab, TOASTS.trialNotAvailable.title, TOASTS.trialNotAvailable.description);
    await waitForText(licenseItem(secondTab, row!.license_key), 'Active');
    expect(await trialButton(secondTab).count()).toBe(0);

    // After a reload the trial is not offered, and the server refuses a second one anyway.
    await journey.page.reload();
    await waitForText(licenseItem(journey.page, row!.license_key), '7 days remaining');
    expect(await trialButton(journey.page).count()).toBe(0);
    const again = await callApi(journey.page, 'POST', '/api/licenses/trial');
    expect(again).toEqual({
      status: 409,
      body: expect.objectContaining({ success: false, message: TOASTS.trialNotAvailable.description }),
    });
    expect(await licenseRows(journey.stack, email)).toHaveLength(1);

    expectNoBrowserErrors(journey.page);
    expect(secondTabErrors).toEqual([]);
  });

  it('copies the key (Copied! for 2 seconds, License Key Copied) and saves it as <licence id>.key', async () => {
    await journey.page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: journey.stack.baseUrl });
    const email = 'key.journey@example.com';
    await signUpAndLogIn(journey.page, journey.stack.mailbox, { email, password: PASSWORD });
    const license = await startTrialThroughApi(journey.page);
    await journey.page.reload();
    const item = licenseItem(journey.page, license.licenseKey);
    await waitForText(item, 'Active');
    await dismissToasts(journey.page);

    const copyButton = item.getByRole('button', { name: new RegExp(`^(Copy Key|Copied!) ${license.licenseKey}$`) });
    await waitForText(copyButton, 'Copy Key');
    const copiedAt = Date.now();
    await copyButton.click();
    await waitForText(copyButton, 'Copied!');
    await waitForToast(journey.page, TOASTS.copied);
    expect(await journey.page.evaluate(() => navigator.clipboard.readText())).toBe(license.licenseKey);
    await waitForText(copyButton, 'Copy Key', 5_000);
    // The confirmation lasts two seconds (UI_TIMINGS.copyConfirmationMs): a timer never fires early.
    expect(Date.now() - copiedAt).toBeGreaterThanOrEqual(2_000);
    await dismissToasts(journey.page);

    const [row] = await licenseRows(journey.stack, email);
    expect(row!.id).toBe(license.id);
    const saved = await downloadFrom(journey.page, () => item.getByRole('button', { name: `Download Key ${license.licenseKey}`, exact: true }).click());
    expect(saved.fileName).toBe(`${row!.id}.key`);
    expect(saved.content).toBe(license.licenseKey);
    await waitForToast(journey.page, TOASTS.downloaded);
    expectNoBrowserErrors(journey.page);
  });

  it('downloads the installer through the captcha dialog, whose Download waits for a solved challenge', async () => {
    const email = 'installer.journey@example.com';
    await signUpAndLogIn(journey.page, journey.stack.mailbox, { email, password: PASSWORD });
    const [user] = await journey.stack.db.query<{ id: string }>('SELECT id FROM users WHERE email = ?', [email]);

    await waitForText(installerRegion(journey.page), /Version\s*1\.0\.7/);
    await waitForText(installerRegion(journey.page), /Released\s*May 29, 2025/);
    await openDownloadDialog(journey.page);

    // No token yet: Download is disabled; ticking the test-mode challenge enables it, and
    // unticking (the token withdrawn) disables it again.
    const challenge = testModeChallenge(journey.page);
    await waitForVisible(challenge);
    await expectEnabled(confirmDownload(journey.page), false);
    await challenge.check();
    await expectEnabled(confirmDownload(journey.page), true);
    await challenge.uncheck();
    await expectEnabled(confirmDownload(journey.page), false);
    await challenge.check();

    const saved = await downloadFrom(journey.page, () => confirmDownload(journey.page).click());
    expect(saved.fileName).toBe(INSTALLER_FILE);
    expect(saved.url.startsWith(`${journey.stack.baseUrl}/api/downloads/files/installers/${INSTALLER_FILE}?`)).toBe(true);
    expect(saved.content).toContain('PointForge 1.0.7');
    await waitForDialogClosed(journey.page);
    expect(new URL(journey.page.url()).pathname).toBe('/dashboard');

    await eventually(async () => {
      const rows = await journey.stack.db.query<{ version: string }>('SELECT version FROM installer_downloads WHERE user_id = ?', [user!.id]);
      expect(rows).toEqual([{ version: '1.0.7' }]);
    });
    expectNoBrowserErrors(journey.page);
  });

  it('shows a licence whose expiry has passed as Expired, without days remaining', async () => {
    const email = 'expired.journey@example.com';
    await signUpAndLogIn(journey.page, journey.stack.mailbox, { email, password: PASSWORD });
    const license = await startTrialThroughApi(journey.page);
    await journey.page.reload();
    await waitForText(licenseItem(journey.page, license.licenseKey), 'Active');

    await journey.stack.db.query('UPDATE licenses SET expiry_date = DATE_SUB(UTC_TIMESTAMP(3), INTERVAL 1 HOUR) WHERE id = ?', [license.id]);
    await journey.page.reload();
    const item = licenseItem(journey.page, license.licenseKey);
    await waitForText(item.locator('.status-pill'), 'Expired');
    await waitForText(licensesRegion(journey.page).locator('.licenses-summary'), 'Current license status: Expired');
    expect(await item.getByText(/days? remaining/).count()).toBe(0);
    // Holding an expired licence is still holding one: no trial on offer, the plans instead.
    expect(await trialButton(journey.page).count()).toBe(0);
    await waitForText(licensesRegion(journey.page), 'None of your licenses is active.');
    await waitForVisible(licensesRegion(journey.page).getByRole('link', { name: 'View Plans' }));
    expect(await journey.page.locator('.toast').count()).toBe(0);
    await expectNoSeriousAxeViolations(journey.page);
    expectNoBrowserErrors(journey.page);
  });

  it('reports a challenge that cannot load, a failed download, and links that are missing, empty or not http(s), without leaving the page', async () => {
    const email = 'download-failures.journey@example.com';
    await signUpAndLogIn(journey.page, journey.stack.mailbox, { email, password: PASSWORD });
    await dismissToasts(journey.page);

    // The settings the challenge needs cannot be read: 'CAPTCHA Error', and the dialog closes.
    // The next opening reads them afresh (the loop below ticks the challenge they describe).
    await journey.page.route('**/api/config/public', (route: Route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ success: false, message: 'Unavailable' }) }),
    );
    await installerRegion(journey.page).getByRole('button', { name: 'Download', exact: true }).click();
    await waitForToast(journey.page, TOASTS.captchaError.title, TOASTS.captchaError.description);
    await waitForDialogClosed(journey.page);
    await dismissToasts(journey.page);
    await journey.page.unroute('**/api/config/public');

    const answers: Array<{ status: number; body: unknown; toast: string; description?: string }> = [
      { status: 502, body: { success: false, message: 'Upstream down' }, toast: TOASTS.downloadFailed.title, description: TOASTS.downloadFailed.description },
      { status: 200, body: { success: true, version: '1.0.7' }, toast: TOASTS.urlMissing },
      { status: 200, body: { success: true, downloadUrl: '' }, toast: TOASTS.urlInvalid },
      { status: 200, body: { success: true, downloadUrl: 42 }, toast: TOASTS.urlInvalid },
      { status: 200, body: { success: true, downloadUrl: 'javascript:alert(1)' }, toast: TOASTS.urlFormat },
      { status: 200, body: { success: true, downloadUrl: '/api/downloads/files/x.exe' }, toast: TOASTS.urlFormat },
      { status: 200, body: { success: true, downloadUrl: 'http://[::1/x.exe' }, toast: TOASTS.urlFormat },
      // Chromium's own URL parser accepts this host; the page refuses it all the same.
      { status: 200, body: { success: true, downloadUrl: 'https://exa mple.com/x.exe' }, toast: TOASTS.urlFormat },
    ];
    const sentTokens: unknown[] = [];
    for (const answer of answers) {
      await journey.page.route('**/api/downloads/installer', async (route: Route) => {
        sentTokens.push(route.request().postDataJSON());
        await route.fulfill({ status: answer.status, contentType: 'application/json', body: JSON.stringify(answer.body) });
      });
      await openDownloadDialog(journey.page);
      await testModeChallenge(journey.page).check();
      await confirmDownload(journey.page).click();
      await waitForToast(journey.page, answer.toast, answer.description);
      // Closed, so the notification is not hidden under the modal's backdrop; the token is gone.
      await waitForDialogClosed(journey.page);
      await dismissToasts(journey.page);
      await journey.page.unroute('**/api/downloads/installer');
    }
    expect(sentTokens).toEqual(answers.map(() => ({ captchaToken: TEST_RESPONSE_TOKEN, platform: 'windows' })));
    expect(new URL(journey.page.url()).pathname).toBe('/dashboard');

    // A token is single use: the next opening starts unsolved.
    await openDownloadDialog(journey.page);
    expect(await testModeChallenge(journey.page).isChecked()).toBe(false);
    await expectEnabled(confirmDownload(journey.page), false);
    await journey.page.keyboard.press('Escape');
    await waitForDialogClosed(journey.page);
    // The failures are logged on purpose; nothing was thrown.
    expect(browserErrors(journey.page).page).toEqual([]);
  });

  it("renders hCaptcha's widget for a real site key (a stand-in script), and reports a challenge that fails to load", async () => {
    const email = 'widget.journey@example.com';
    await signUpAndLogIn(journey.page, journey.stack.mailbox, { email, password: PASSWORD });
    await dismissToasts(journey.page);
    // The server runs in test mode; this page is told it has a real key instead.
    await journey.page.route('**/api/config/public', (route: Route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ success: true, hcaptchaSiteKey: TEST_SITE_KEY, captchaTestMode: false }),
      }),
    );
    const scriptRequests: string[] = [];

    // First the script cannot be fetched: 'CAPTCHA Error', and the dialog closes.
    await journey.page.route(HCAPTCHA_SCRIPT_PATTERN, (route: Route) => {
      scriptRequests.push(route.request().url());
      return route.abort('internetdisconnected');
    });
    await openDownloadDialog(journey.page);
    await waitForToast(journey.page, TOASTS.captchaError.title, TOASTS.captchaError.description);
    await waitForDialogClosed(journey.page);
    await dismissToasts(journey.page);
    await journey.page.unroute(HCAPTCHA_SCRIPT_PATTERN);

    // Then it loads: the failed script is replaced, and the widget is drawn explicitly.
    await journey.page.route(HCAPTCHA_SCRIPT_PATTERN, (route: Route) => {
      scriptRequests.push(route.request().url());
      return route.fulfill({ contentType: 'text/javascript', body: hcaptchaStubScript(TEST_RESPONSE_TOKEN) });
    });
    const openedAt = await journey.page.evaluate(() => performance.now());
    await openDownloadDialog(journey.page);
    const solve = installerDialog(journey.page).getByRole('button', { name: 'Solve stub challenge' });
    await waitForVisible(solve);
    expect(scriptRequests).toHaveLength(2);
    for (const url of scriptRequests) expect(new URL(url).searchParams.get('render')).toBe('explicit');
    const record = await journey.page.evaluate(() => (window as unknown as { __hcaptchaStub: HCaptchaStubRecord }).__hcaptchaStub);
    expect(record.renders).toHaveLength(1);
    expect(record.renders[0]!.sitekey).toBe(TEST_SITE_KEY);
    // SITE-SPEC section 4: the widget is rendered after a 300 ms delay.
    expect(record.renders[0]!.at - openedAt).toBeGreaterThanOrEqual(300);

    await expectEnabled(confirmDownload(journey.page), false);
    await solve.click();
    await expectEnabled(confirmDownload(journey.page), true);
    // An expired token may not be sent.
    await installerDialog(journey.page).getByRole('button', { name: 'Expire stub token' }).click();
    await expectEnabled(confirmDownload(journey.page), false);
    await solve.click();
    const saved = await downloadFrom(journey.page, () => confirmDownload(journey.page).click());
    expect(saved.fileName).toBe(INSTALLER_FILE);
    await waitForDialogClosed(journey.page);
    // Closing removes the widget.
    expect(await journey.page.evaluate(() => (window as unknown as { __hcaptchaStub: HCaptchaStubRecord }).__hcaptchaStub.removed)).toEqual(['stub-widget-1']);

    // The widget reporting an error: 'CAPTCHA Error' again, and the dialog closes.
    await dismissToasts(journey.page);
    await openDownloadDialog(journey.page);
    await installerDialog(journey.page).getByRole('button', { name: 'Fail stub challenge' }).click();
    await waitForToast(journey.page, TOASTS.captchaError.title, TOASTS.captchaError.description);
    await waitForDialogClosed(journey.page);
    expect(browserErrors(journey.page).page).toEqual([]);
  });

  it('meets WCAG A and AA on the Licenses tab: the trial offer, the licence list and the download dialog', async () => {
    const email = 'licenses-axe.journey@example.com';
    await signUpAndLogIn(journey.page, journey.stack.mailbox, { email, password: PASSWORD });
    await waitForVisible(trialButton(journey.page));
    await dismissToasts(journey.page);
    await expectNoSeriousAxeViolations(journey.page);

    const license = await startTrialThroughApi(journey.page);
    await journey.page.reload();
    await waitForText(licenseItem(journey.page, license.licenseKey), '7 days remaining');
    expect(await journey.page.locator('.toast').count()).toBe(0);
    await expectNoSeriousAxeViolations(journey.page);

    await openDownloadDialog(journey.page);
    await waitForVisible(testModeChallenge(journey.page));
    await expectNoSeriousAxeViolations(journey.page);
    expectNoBrowserErrors(journey.page);
  });
});
