import type { Locator, Page } from 'playwright-core';
import { Authenticator } from '@pointforge/infra/testing/totp-authenticator';
import {
  ageSignIn,
  dismissToasts,
  eventually,
  expectNoBrowserErrors,
  expectNoSeriousAxeViolations,
  openDashboardTab,
  signUpAndLogIn,
  submitLogin,
  useJourneyStack,
  waitForFieldError,
  waitForMailTo,
  waitForText,
  waitForToast,
  waitForVisible,
} from './support';

/**
 * Two-factor sign-in in the built site served by the real API and worker: enrolment from
 * the Profile tab with the key read off the page, the recovery codes, then signing in with
 * a code from the authenticator and with a recovery code; WCAG A/AA on each new screen.
 *
 * Budget (all traffic comes from 127.0.0.1; see RATE_LIMIT_RULES): 1 registration, 2 wrong
 * codes (10 failures lock the account).
 */

const PASSWORD = 'correct horse battery staple';

function twoFactorCard(page: Page): Locator {
  return page.getByRole('region', { name: 'Two-factor authentication' });
}

function codeForm(page: Page): { form: Locator; submit: Locator } {
  const form = page.getByRole('form', { name: 'Two-factor authentication' });
  return { form, submit: form.getByRole('button', { name: 'Verify and Log In', exact: true }) };
}

async function logOutThroughHeader(page: Page, name: string): Promise<void> {
  const header = page.getByRole('banner');
  await header.getByRole('button', { name, exact: true }).click();
  await header.getByRole('button', { name: 'Log Out', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await waitForVisible(header.getByRole('link', { name: 'Log In', exact: true }));
}

/** The password step of /login, which must move on to the code step without a session. */
async function passwordStep(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, email, PASSWORD);
  await waitForVisible(page.getByRole('heading', { name: 'Two-Factor Authentication', level: 1 }));
  expect(new URL(page.url()).pathname).toBe('/login');
  const cookies = await page.context().cookies();
  expect(cookies.filter((cookie) => cookie.name.endsWith('pf_session'))).toEqual([]);
}

describe('two-factor sign-in: enrol from the Profile tab, then log in with a code and with a recovery code', () => {
  const journey = useJourneyStack('two-factor');

  it('works end to end, reading the key from the page, and each screen passes WCAG A/AA at 1366 and 390 px', async () => {
    const { page } = journey;
    const firstName = 'Thandeka';
    const email = 'thandeka.2fa@example.com';
    await page.setViewportSize({ width: 1366, height: 900 });
    await signUpAndLogIn(page, journey.stack.mailbox, { email, password: PASSWORD, firstName });

    // --- Enrol: the status says Off; on a sign-in over 10 minutes old, Enable first asks for the
    // password (a session left open cannot plant a factor), then shows the QR code (an image
    // from our API) and the key in text.
    await ageSignIn(page, journey.stack, 11);
    await openDashboardTab(page, 'Profile');
    const card = twoFactorCard(page);
    await waitForText(card.locator('.status-pill'), 'Off');
    await card.getByRole('button', { name: 'Enable Two-Factor', exact: true }).click();
    const reauthentication = card.getByRole('form', { name: 'Confirm your password' });
    await waitForText(reauthentication, 'For your security, enter your password again to continue.');
    await dismissToasts(page);
    await expectNoSeriousAxeViolations(page);
    await reauthentication.getByLabel('Password').fill(PASSWORD);
    await reauthentication.getByRole('button', { name: 'Confirm and continue' }).click();
    const qr = card.getByRole('img', { name: 'QR code to add your account to an authenticator app' });
    await waitForVisible(qr);
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    const shownKey = (await card.locator('.two-factor-enrolment__secret code').innerText()).trim();
    expect(shownKey).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
    const authenticator = new Authenticator(shownKey);
    await dismissToasts(page);
    await expectNoSeriousAxeViolations(page);

    // The app's code turns two-factor on.
    const confirmForm = card.getByRole('form', { name: 'Confirm two-factor authentication' });
    await confirmForm.getByLabel('Authentication code', { exact: true }).fill(await authenticator.code(-1));
    await confirmForm.getByRole('button', { name: 'Confirm and Enable' }).click();

    // --- The ten recovery codes, once, with the warning to store them.
    const codes = card.getByRole('region', { name: 'Save your recovery codes' });
    await waitForVisible(codes);
    await waitForToast(page, 'Two-factor authentication enabled');
    expect(await codes.innerText()).toContain('They will not be shown again.');
    const recoveryCodes = (await codes.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').allInnerTexts()).map((code) => code.trim());
    expect(recoveryCodes).toHaveLength(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Save your recovery codes');
    await waitForVisible(codes.getByRole('button', { name: 'Copy Codes' }));
    const download = page.waitForEvent('download');
    await codes.getByRole('button', { name: 'Download Codes' }).click();
    expect((await download).suggestedFilename()).toBe('pointforge-recovery-codes.txt');
    await dismissToasts(page);
    await expectNoSeriousAxeViolations(page);
    await codes.getByRole('button', { name: "I've Saved My Codes" }).click();
    await waitForText(card.locator('.status-pill'), 'On');
    await waitForText(card.locator('.two-factor-status .profile-note'), /10 of 10 recovery codes left\.$/);
    await waitForMailTo(journey.stack.mailbox, email, 'Two-factor authentication is on');

    // --- Log out; the password alone opens no session: the code step asks for the app's code.
    await logOutThroughHeader(page, firstName);
    await passwordStep(page, email);
    await dismissToasts(page);
    await expectNoSeriousAxeViolations(page);
    // A wrong code lands on the field and keeps the step; the app's current code signs in.
    const codeField = codeForm(page).form.getByLabel('Authentication code', { exact: true });
    await codeField.fill(await authenticator.wrongCode());
    await codeForm(page).submit.click();
    await waitForFieldError(codeField, 'That code is not valid. Please try again.');
    await waitForToast(page, 'Login failed', 'That code is not valid. Please try again.');
    // Said once at the form: under the field, not again above it.
    expect(await codeForm(page).form.locator('.auth-notice').count()).toBe(0);
    await codeField.fill(await authenticator.code(0));
    await codeForm(page).submit.click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await waitForToast(page, 'Login successful');

    // --- Again, with a recovery code instead, on a phone-sized screen.
    await logOutThroughHeader(page, firstName);
    await page.setViewportSize({ width: 390, height: 844 });
    await passwordStep(page, email);
    await codeForm(page).form.getByRole('button', { name: 'Use a recovery code instead' }).click();
    const recoveryField = codeForm(page).form.getByLabel('Recovery code', { exact: true });
    await eventually(async () => expect(await recoveryField.evaluate((field) => field === document.activeElement)).toBe(true));
    await dismissToasts(page);
    await expectNoSeriousAxeViolations(page);
    await recoveryField.fill(recoveryCodes[0]!);
    await codeForm(page).submit.click();
    await page.waitForURL((url) => url.pathname === '/dashboard');

    await openDashboardTab(page, 'Profile');
    await waitForText(twoFactorCard(page).locator('.two-factor-status .profile-note'), /9 of 10 recovery codes left\.$/);
    await dismissToasts(page);
    await expectNoSeriousAxeViolations(page);

    // --- New recovery codes: on a sign-in over 10 minutes old they take the password and a code;
    // the old codes stop working.
    await page.setViewportSize({ width: 1366, height: 900 });
    await ageSignIn(page, journey.stack, 11);
    await twoFactorCard(page).getByRole('button', { name: 'Regenerate Recovery Codes', exact: true }).click();
    const confirmWithCode = twoFactorCard(page).getByRole('form', { name: 'Confirm your password' });
    await waitForText(confirmWithCode, 'enter your password and a code from your authenticator app');
    await confirmWithCode.getByLabel('Password').fill(PASSWORD);
    await confirmWithCode.getByLabel('Authentication code', { exact: true }).fill(await authenticator.code(1));
    await confirmWithCode.getByRole('button', { name: 'Confirm and continue' }).click();
    const newCodes = twoFactorCard(page).getByRole('region', { name: 'Save your recovery codes' });
    await waitForVisible(newCodes);
    await waitForToast(page, 'New recovery codes', 'Your old recovery codes no longer work.');
    const regenerated = (await newCodes.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').allInnerTexts()).map((code) => code.trim());
    expect(regenerated).toHaveLength(10);
    expect(regenerated.filter((code) => recoveryCodes.includes(code))).toEqual([]);
    await newCodes.getByRole('button', { name: "I've Saved My Codes" }).click();
    await waitForText(twoFactorCard(page).locator('.two-factor-status .profile-note'), /10 of 10 recovery codes left\.$/);
    await logOutThroughHeader(page, firstName);
    await passwordStep(page, email);
    await codeForm(page).form.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await codeForm(page).form.getByLabel('Recovery code', { exact: true }).fill(recoveryCodes[1]!);
    await codeForm(page).submit.click();
    await waitForToast(page, 'Login failed', 'That code is not valid. Please try again.');
    await codeForm(page).form.getByLabel('Recovery code', { exact: true }).fill(regenerated[0]!);
    await codeForm(page).submit.click();
    await page.waitForURL((url) => url.pathname === '/dashboard');

    // The wrong codes above answered 401, and the stale sign-ins 403, on purpose.
    expectNoBrowserErrors(page, {
      allowHttp: [
        { status: 401, method: 'POST', path: '/api/auth/login/two-factor' },
        { status: 403, method: 'POST', path: '/api/auth/two-factor/enrolment' },
        { status: 403, method: 'POST', path: '/api/auth/two-factor/recovery-codes' },
      ],
    });
  }, 90_000);
});
