/// <reference lib="dom" />
// (The evaluate callback of openDownloadDialog runs in the browser; the DOM types describe it.)
import { readFile } from 'node:fs/promises';
import type { Download, Locator, Page } from 'playwright-core';
import type { SmtpTestServer } from '@pointforge/infra/testing/smtp-test-server';
import { callApi, createVerifiedAccount, submitLogin, type AccountDetails } from './accounts';
import type { E2EStack } from './stack';
import { eventually, waitForVisible } from './wait';

/**
 * Helpers of the dashboard's Licenses tab journeys: signing a fresh account in, the tab's
 * regions, a trial issued the short way, what a download saved, and a stand-in for
 * hCaptcha's script (the tests have no network, so js.hcaptcha.com cannot load).
 */

/** A new account, verified through the emailed link, then logged in through the login form: ends on /dashboard. */
export async function signUpAndLogIn(page: Page, mailbox: SmtpTestServer, account: AccountDetails): Promise<void> {
  await createVerifiedAccount(page, mailbox, account);
  await page.goto('/login');
  await submitLogin(page, account.email, account.password);
  await page.waitForURL((url) => url.pathname === '/dashboard');
}

/** The 'Your Licenses' card of the Licenses tab. */
export function licensesRegion(page: Page): Locator {
  return page.getByRole('region', { name: 'Your Licenses' });
}

/** The licence whose key is `licenseKey` (each licence is an article named by plan and key). */
export function licenseItem(page: Page, licenseKey: string): Locator {
  return page.getByRole('article', { name: new RegExp(` license ${licenseKey}$`) });
}

/** The 'Desktop installer' card of the Licenses tab. */
export function installerRegion(page: Page): Locator {
  return page.getByRole('region', { name: 'Desktop installer' });
}

/** The captcha dialog the installer's Download button opens. */
export function installerDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Download the installer' });
}

export interface IssuedLicense {
  id: string;
  licenseKey: string;
}

/** POST /api/licenses/trial with the page's session (for journeys about what comes after the trial). */
export async function startTrialThroughApi(page: Page): Promise<IssuedLicense> {
  const { status, body } = await callApi(page, 'POST', '/api/licenses/trial');
  if (status !== 201) throw new Error(`POST /api/licenses/trial: ${status} ${JSON.stringify(body)}`);
  return (body as { license: IssuedLicense }).license;
}

export interface SavedDownload {
  fileName: string;
  url: string;
  content: string;
  /** The file as saved, for one that is not text (a PDF). */
  bytes: Buffer;
}

/** What a download saved: the browser's file name for it, where it came from, its text and its bytes. */
export async function savedDownload(download: Download): Promise<SavedDownload> {
  const failure = await download.failure();
  if (failure) throw new Error(`The download of ${download.url()} failed: ${failure}`);
  const bytes = await readFile(await download.path());
  return { fileName: download.suggestedFilename(), url: download.url(), content: bytes.toString('utf8'), bytes };
}

/** Runs `action` and returns the download it starts. */
export async function downloadFrom(page: Page, action: () => Promise<void>): Promise<SavedDownload> {
  const [download] = await Promise.all([page.waitForEvent('download'), action()]);
  return savedDownload(download);
}

/** Where the dashboard loads hCaptcha's script from (any query). */
export const HCAPTCHA_SCRIPT_PATTERN = /^https:\/\/js\.hcaptcha\.com\/1\/api\.js(\?.*)?$/;

/**
 * A stand-in for hCaptcha's api.js with the same explicit-render API: `render` draws three
 * buttons that fire the widget's callbacks ('Solve' hands over `token`, 'Expire' and
 * 'Fail' the expiry and error callbacks) and records when it ran and with which site key
 * in `window.__hcaptchaStub`.
 */
export function hcaptchaStubScript(token: string): string {
  return `(() => {
  const stub = { renders: [], removed: [] };
  window.__hcaptchaStub = stub;
  window.hcaptcha = {
    render(container, params) {
      const id = 'stub-widget-' + (stub.renders.length + 1);
      stub.renders.push({ at: performance.now(), sitekey: params.sitekey });
      const add = (label, run) => {
        const button = document.createElement('button');
        button.type = 'button';
        button.textContent = label;
        button.addEventListener('click', run);
        container.append(button);
      };
      add('Solve stub challenge', () => params.callback(${JSON.stringify(token)}));
      add('Expire stub token', () => params['expired-callback']());
      add('Fail stub challenge', () => params['error-callback']('challenge-error'));
      return id;
    },
    remove(id) { stub.removed.push(id); },
  };
})();`;
}

/** What the stand-in recorded (see hcaptchaStubScript). */
export interface HCaptchaStubRecord {
  renders: Array<{ at: number; sitekey: string }>;
  removed: string[];
}

/** The Licenses tab's Start Free Trial button. */
export function trialButton(page: Page): Locator {
  return licensesRegion(page).getByRole('button', { name: 'Start Free Trial', exact: true });
}

/** The dialog's own Download button (the card's opens the dialog). */
export function confirmDownload(page: Page): Locator {
  return installerDialog(page).getByRole('button', { name: 'Download', exact: true });
}

/** The challenge the captcha's test mode shows in the download dialog. */
export function testModeChallenge(page: Page): Locator {
  return installerDialog(page).getByRole('checkbox', { name: 'Captcha test mode — I am human' });
}

/** Opens the download dialog from the installer card and waits for it to finish fading in. */
export async function openDownloadDialog(page: Page): Promise<void> {
  await installerRegion(page).getByRole('button', { name: 'Download', exact: true }).click();
  await waitForVisible(installerDialog(page));
  // The dialog fades in; colours (and axe's contrast check) are final once that is done.
  // Only its own animation: a spinner inside spins for ever, or is cancelled when it goes.
  await installerDialog(page).evaluate((dialog) => Promise.allSettled(dialog.getAnimations().map((animation) => animation.finished)));
}

export async function waitForDialogClosed(page: Page): Promise<void> {
  await installerDialog(page).waitFor({ state: 'hidden' });
}

export async function expectEnabled(button: Locator, enabled: boolean): Promise<void> {
  await eventually(async () => expect(await button.isEnabled()).toBe(enabled));
}

/** The account's licences as the database holds them. */
export async function licenseRows(stack: E2EStack, email: string) {
  // The expiry day as the database holds it (UTC), so the test process's time zone plays no part.
  return stack.db.query<{ id: string; license_key: string; plan: string; is_active: number; expiry_day: string }>(
    "SELECT l.id, l.license_key, l.plan, l.is_active, DATE_FORMAT(l.expiry_date, '%Y-%m-%d') AS expiry_day FROM licenses l JOIN users u ON u.id = l.user_id WHERE u.email = ?",
    [email],
  );
}
