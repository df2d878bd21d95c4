import type { Locator, Page } from 'playwright-core';
import { CHANGE_PASSWORD_RULES, EMAIL_PREFERENCE_DEFAULTS, REGISTER_RULES, RESET_PASSWORD_RULES } from '@pointforge/domain';
import { checkoutBillingDetails } from './support/billing-journeys';
import {
  createVerifiedAccount,
  dismissToasts,
  eventually,
  expectNoBrowserErrors,
  expectNoSeriousAxeViolations,
  loginForm,
  mailsTo,
  openPageTitled,
  pathFrom,
  submitLogin,
  waitForFieldError,
  waitForMailTo,
  waitForNewMailTo,
  waitForText,
  waitForToast,
  waitForVisible,
  useJourneyStack,
} from './support';

/**
 * The customer's account from sign-up to deletion (SITE-SPEC sections 2, 4, 5 and 8), in the
 * built site served by the real API and worker, with every email read from the SMTP server
 * the worker delivers to; then the dashboard's guard, the login redirect, and WCAG A/AA on
 * the sign-in pages and each dashboard tab.
 *
 * Budget (all traffic comes from 127.0.0.1; see RATE_LIMIT_RULES): 3 registrations of the
 * 10 an hour per IP, 3 failed logins (none twice on one account, 10 lock it; 50 per IP).
 */

/** SITE-SPEC section 5 and 8, word for word. */
const TEXT = {
  invalidEmail: 'Please enter a valid email address.',
  shortPassword: 'Password must be at least 8 characters.',
  registeredBanner: 'Registration successful! Please check your email to verify your account.',
  verifiedBanner: 'Email verified successfully! You can now log in.',
  resetBanner: 'Password reset successfully! You can now log in with your new password.',
  loginFailed: 'Login failed',
  notVerified: 'Please verify your email before logging in.',
  invalidCredentials: 'Invalid email or password',
  changeMismatch: 'Passwords do not match',
  resetMismatch: "Passwords don't match",
};

const VERIFY_SUBJECT = 'Confirm your email address';
const RESET_SUBJECT = 'Reset your';

/** The path and query of the page on screen. */
function location(page: Page): { path: string; query: string } {
  const url = new URL(page.url());
  return { path: url.pathname, query: url.search };
}

async function waitForPath(page: Page, path: string, query = ''): Promise<void> {
  await page.waitForURL((url) => url.pathname === path && url.search === query);
}

/**
 * Presses `submit` with `confirm` first unlike `password` (the form shows `mismatch` under it
 * and sends nothing), then with it typed the same.
 */
async function submitAfterMismatch(submit: Locator, confirm: Locator, password: string, mismatch: string): Promise<void> {
  await confirm.fill(`${password}-typo`);
  await submit.click();
  await waitForFieldError(confirm, mismatch);
  await confirm.fill(password);
  await submit.click();
}

/** The header's session area: the user menu button when signed in, 'Log In' and 'Start Free Trial' when not. */
function header(page: Page): Locator {
  return page.getByRole('banner');
}

function dashboardTab(page: Page, name: 'Licenses' | 'Subscription' | 'Profile'): Locator {
  return page.getByRole('tablist', { name: 'Dashboard sections' }).getByRole('tab', { name, exact: true });
}

async function openProfileTab(page: Page): Promise<void> {
  await dashboardTab(page, 'Profile').click();
  await waitForVisible(page.getByRole('heading', { name: 'Profile Information' }));
}

describe('customer account: sign-up, profile, password, preferences, deletion', () => {
  const journey = useJourneyStack('customer-account');

  it('keeps the quoted messages in step with the domain rules the API enforces', () => {
    expect({
      invalidEmail: REGISTER_RULES.email.message,
      shortPassword: REGISTER_RULES.password.message,
      changeMismatch: CHANGE_PASSWORD_RULES.confirmPassword.mismatchMessage,
      resetMismatch: RESET_PASSWORD_RULES.confirmPassword.mismatchMessage,
    }).toEqual({
      invalidEmail: TEXT.invalidEmail,
      shortPassword: TEXT.shortPassword,
      changeMismatch: TEXT.changeMismatch,
      resetMismatch: TEXT.resetMismatch,
    });
    // The preferences step turns Promotions on and Newsletter off: it assumes these defaults.
    expect(EMAIL_PREFERENCE_DEFAULTS).toEqual({ emailNewsletter: true, emailProductUpdates: true, emailPromotions: false });
  });

  it('takes a customer from sign-up through profile, password and preference changes, a password reset, to deletion', async () => {
    const email = 'ada.journey@example.com';
    const firstName = 'Ada';
    const password = 'first-Journey-pass-4821';
    const changedPassword = 'second-Journey-pass-7350';
    const resetPassword = 'third-Journey-pass-9164';

    // --- Sign-up: the form's own checks first, then the real thing.
    await journey.page.goto('/register');
    const register = journey.page.getByRole('form', { name: 'Create an account' });
    const registerEmail = register.getByLabel('Email', { exact: true });
    const registerPassword = register.getByLabel('Password', { exact: true });
    await registerEmail.fill('ada.journey@example');
    await register.getByLabel('First Name (optional)').fill(firstName);
    await registerPassword.fill('seven77');
    await register.getByRole('button', { name: 'Create Account' }).click();
    await waitForFieldError(registerEmail, TEXT.invalidEmail);
    await waitForFieldError(registerPassword, TEXT.shortPassword);
    expect(location(journey.page).path).toBe('/register');
    expect(mailsTo(journey.stack.mailbox, email)).toHaveLength(0);

    await registerEmail.fill(email);
    await registerPassword.fill(password);
    // Validation runs on change after the first attempt: the errors clear as they are fixed.
    await eventually(async () => expect(await register.locator('.form-field__error').count()).toBe(0));
    await register.getByRole('button', { name: 'Create Account' }).click();
    await waitForPath(journey.page, '/login', '?registered=true');
    await waitForText(journey.page.locator('.auth-notice'), TEXT.registeredBanner);
    const firstVerification = await waitForMailTo(journey.stack.mailbox, email, VERIFY_SUBJECT);
    expect(firstVerification.parsed.text ?? '').toContain(`${journey.stack.baseUrl}/verify-email/`);

    // --- Not verified yet: the login is refused, and a fresh link is sent beside the first.
    await submitLogin(journey.page, email, password);
    await waitForToast(journey.page, TEXT.loginFailed, TEXT.notVerified);
    // The refusal shows at the form too, with the way to another link.
    await waitForText(loginForm(journey.page).form.getByRole('alert'), TEXT.notVerified);
    await waitForVisible(loginForm(journey.page).form.getByRole('button', { name: 'Resend verification email', exact: true }));
    expect(location(journey.page).path).toBe('/login');
    const freshVerification = await waitForNewMailTo(journey.stack.mailbox, email, VERIFY_SUBJECT, 1);
    const firstLink = pathFrom(firstVerification, '/verify-email/');
    const freshLink = pathFrom(freshVerification, '/verify-email/');
    expect(freshLink).not.toBe(firstLink);

    // --- The link in the first email still verifies the address and leads back to the login page.
    await openPageTitled(journey.page, firstLink, 'Email Verified Successfully!');
    await waitForPath(journey.page, '/login', '?verified=true');
    await waitForText(journey.page.locator('.auth-notice'), TEXT.verifiedBanner);

    // --- Verifying used up every link: the fresh one now says the address is verified already, with Log In.
    await openPageTitled(journey.page, freshLink, 'Your email is already verified');
    expect(await journey.page.getByRole('heading', { name: 'Verification Failed' }).count()).toBe(0);
    await eventually(async () => {
      const [user] = await journey.stack.db.query<{ is_verified: number }>('SELECT is_verified FROM users WHERE email = ?', [email]);
      expect(user?.is_verified).toBe(1);
    });
    await journey.page.getByRole('main').getByRole('link', { name: 'Log In', exact: true }).click();
    await waitForPath(journey.page, '/login');

    // --- A wrong password is refused without saying which part was wrong; the right one signs in.
    await submitLogin(journey.page, email, 'not-the-Right-pass-1');
    await waitForToast(journey.page, TEXT.loginFailed, TEXT.invalidCredentials);
    await waitForText(loginForm(journey.page).form.getByRole('alert'), TEXT.invalidCredentials);
    expect(await loginForm(journey.page).form.getByRole('button', { name: 'Resend verification email' }).count()).toBe(0);
    expect(location(journey.page).path).toBe('/login');
    await submitLogin(journey.page, email, password);
    await waitForPath(journey.page, '/dashboard');
    await waitForText(journey.page.getByRole('heading', { level: 1 }), `Welcome back, ${firstName}`);
    const userMenu = header(journey.page).getByRole('button', { name: firstName, exact: true });
    await waitForText(userMenu, firstName);

    // --- Profile: last name and company saved, and still there after a reload.
    await openProfileTab(journey.page);
    expect(location(journey.page).query).toBe('?tab=profile');
    const profile = journey.page.getByRole('form', { name: 'Profile Information' });
    await profile.getByRole('textbox', { name: 'Last Name (optional)' }).fill('Lovelace');
    await profile.getByRole('textbox', { name: 'Company (optional)' }).fill('Analytical Engines Ltd');
    await profile.getByRole('button', { name: 'Save Changes' }).click();
    await waitForToast(journey.page, 'Profile Updated');
    await journey.page.reload();
    await waitForText(journey.page.getByRole('heading', { level: 1 }), `Welcome back, ${firstName}`);
    const reloaded = journey.page.getByRole('form', { name: 'Profile Information' });
    await eventually(async () => {
      expect(await reloaded.getByRole('textbox', { name: 'First Name (optional)' }).inputValue()).toBe(firstName);
      expect(await reloaded.getByRole('textbox', { name: 'Last Name (optional)' }).inputValue()).toBe('Lovelace');
      expect(await reloaded.getByRole('textbox', { name: 'Company (optional)' }).inputValue()).toBe('Analytical Engines Ltd');
    });

    // --- Change password: a confirmation that differs is caught by the form, then the change goes through.
    const changeForm = journey.page.getByRole('form', { name: 'Change Password' });
    const confirmNew = changeForm.getByLabel('Confirm New Password', { exact: true });
    await changeForm.getByLabel('Current Password', { exact: true }).fill(password);
    await changeForm.getByLabel('New Password', { exact: true }).fill(changedPassword);
    await submitAfterMismatch(changeForm.getByRole('button', { name: 'Update Password' }), confirmNew, changedPassword, TEXT.changeMismatch);
    await waitForToast(journey.page, 'Password Updated');
    await eventually(async () => expect(await changeForm.getByLabel('Current Password', { exact: true }).inputValue()).toBe(''));
    await waitForMailTo(journey.stack.mailbox, email, 'password was changed');

    // --- Preferences: Promotions on, Newsletter off; the dialog shows them so after a reload.
    await journey.page.getByRole('button', { name: 'Email Preferences' }).click();
    let dialog = journey.page.getByRole('dialog', { name: 'Email Preferences' });
    await waitForVisible(dialog);
    expect(await dialog.getByRole('switch', { name: 'Newsletter' }).isChecked()).toBe(true);
    expect(await dialog.getByRole('switch', { name: 'Product updates' }).isChecked()).toBe(true);
    expect(await dialog.getByRole('switch', { name: 'Promotions' }).isChecked()).toBe(false);
    await dialog.getByRole('switch', { name: 'Promotions' }).click();
    await dialog.getByRole('switch', { name: 'Newsletter' }).click();
    await dialog.getByRole('button', { name: 'Save Preferences' }).click();
    await waitForToast(journey.page, 'Preferences Updated');
    await dialog.waitFor({ state: 'hidden' });
    await journey.page.reload();
    await waitForText(journey.page.getByRole('heading', { level: 1 }), `Welcome back, ${firstName}`);
    await journey.page.getByRole('button', { name: 'Email Preferences' }).click();
    dialog = journey.page.getByRole('dialog', { name: 'Email Preferences' });
    await waitForVisible(dialog);
    expect(await dialog.getByRole('switch', { name: 'Newsletter' }).isChecked()).toBe(false);
    expect(await dialog.getByRole('switch', { name: 'Product updates' }).isChecked()).toBe(true);
    expect(await dialog.getByRole('switch', { name: 'Promotions' }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // --- Log out from the header menu: home, with the signed-out header.
    await header(journey.page).getByRole('button', { name: firstName, exact: true }).click();
    await waitForVisible(header(journey.page).getByRole('link', { name: 'Dashboard', exact: true }));
    await header(journey.page).getByRole('button', { name: 'Log Out', exact: true }).click();
    await waitForPath(journey.page, '/');
    await waitForVisible(header(journey.page).getByRole('link', { name: 'Log In', exact: true }));
    await waitForVisible(header(journey.page).getByRole('link', { name: 'Start Free Trial', exact: true }));
    expect(await header(journey.page).getByRole('button', { name: firstName, exact: true }).count()).toBe(0);

    // --- Forgot password: the emailed link resets it; the form catches a confirmation that differs.
    await header(journey.page).getByRole('link', { name: 'Log In', exact: true }).click();
    await waitForPath(journey.page, '/login');
    await loginForm(journey.page).form.getByRole('link', { name: 'Forgot your password?' }).click();
    await waitForPath(journey.page, '/forgot-password');
    const forgot = journey.page.getByRole('form', { name: 'Request a password reset link' });
    await forgot.getByLabel('Email', { exact: true }).fill(email);
    await forgot.getByRole('button', { name: 'Send Reset Link' }).click();
    await waitForText(journey.page.getByRole('heading', { level: 1 }), 'Check Your Email');
    const resetMail = await waitForMailTo(journey.stack.mailbox, email, RESET_SUBJECT);

    await journey.page.goto(pathFrom(resetMail, '/reset-password/'));
    const reset = journey.page.getByRole('form', { name: 'Reset password' });
    const confirmReset = reset.getByLabel('Confirm Password', { exact: true });
    await reset.getByLabel('New Password', { exact: true }).fill(resetPassword);
    await submitAfterMismatch(reset.getByRole('button', { name: 'Reset Password' }), confirmReset, resetPassword, TEXT.resetMismatch);
    await waitForText(journey.page.getByRole('heading', { level: 1 }), 'Password Reset Successful');
    await waitForPath(journey.page, '/login', '?reset=true');
    await waitForText(journey.page.locator('.auth-notice'), TEXT.resetBanner);

    // --- The new password signs in.
    await submitLogin(journey.page, email, resetPassword);
    await waitForPath(journey.page, '/dashboard');
    await waitForText(journey.page.getByRole('heading', { level: 1 }), `Welcome back, ${firstName}`);

    // --- Delete the account after the confirmation dialog: home, and the account is gone.
    await openProfileTab(journey.page);
    await journey.page.getByRole('button', { name: 'Delete Account', exact: true }).click();
    const confirmDeletion = journey.page.getByRole('dialog', { name: 'Delete your account?' });
    await waitForVisible(confirmDeletion);
    await confirmDeletion.getByRole('button', { name: 'Delete My Account' }).click();
    await waitForPath(journey.page, '/');
    await waitForToast(journey.page, 'Account deleted');
    await waitForVisible(header(journey.page).getByRole('link', { name: 'Log In', exact: true }));
    expect(await journey.stack.db.query('SELECT id FROM users WHERE email = ?', [email])).toEqual([]);

    // --- Its credentials no longer sign anyone in.
    await header(journey.page).getByRole('link', { name: 'Log In', exact: true }).click();
    await waitForPath(journey.page, '/login');
    await submitLogin(journey.page, email, resetPassword);
    await waitForToast(journey.page, TEXT.loginFailed, TEXT.invalidCredentials);
    expect(location(journey.page).path).toBe('/login');

    expectNoBrowserErrors(journey.page, {
      allowHttp: [
        { status: 403, path: '/api/auth/login', method: 'POST' }, // not verified yet
        { status: 401, path: '/api/auth/login', method: 'POST' }, // wrong password, then the deleted account
      ],
    });
  }, 120_000);

  it('sends a signed-out visitor from /dashboard to /login', async () => {
    await journey.page.goto('/dashboard');
    await waitForPath(journey.page, '/login');
    await waitForText(journey.page.getByRole('heading', { level: 1 }), 'Log In');
    await waitForVisible(loginForm(journey.page).form);
    expectNoBrowserErrors(journey.page);
  });

  it('after login follows a redirect to a page of this site, and ignores one to another site', async () => {
    const email = 'redirect.journey@example.com';
    const password = 'redirect-Journey-pass-2604';
    await createVerifiedAccount(journey.page, journey.stack.mailbox, { email, password, firstName: 'Rita' });

    await journey.page.goto(`/login?redirect=${encodeURIComponent('https://evil.example')}`);
    await submitLogin(journey.page, email, password);
    await waitForPath(journey.page, '/dashboard');
    await waitForText(journey.page.getByRole('heading', { level: 1 }), 'Welcome back, Rita');

    // Signed out again (a fresh cookie jar), the same login with a path on this site goes there.
    // Leave the dashboard first: its requests still in flight would otherwise go out without
    // the cookie and answer 401.
    await journey.page.goto('about:blank');
    await journey.page.context().clearCookies();
    await journey.page.goto('/login?redirect=/checkout/standard');
    await waitForVisible(loginForm(journey.page).form);
    await submitLogin(journey.page, email, password);
    await journey.page.waitForURL((url) => url.pathname === '/checkout/standard');
    expect(new URL(journey.page.url()).origin).toBe(journey.stack.baseUrl);
    // The checkout asks a new customer for the billing details first: Subscribe waits for them.
    await waitForVisible(checkoutBillingDetails(journey.page).getByLabel('Registered company name'));
    expect(await journey.page.getByRole('button', { name: 'Subscribe with PayPal', exact: true }).isDisabled()).toBe(true);
    await waitForText(journey.page.getByRole('region', { name: 'Order summary' }), 'Save your billing details above to continue.');
    expectNoBrowserErrors(journey.page);
  }, 60_000);

  it('meets WCAG A and AA on /login, /register and each dashboard tab (no serious or critical axe violations)', async () => {
    await journey.page.goto('/login');
    await waitForVisible(loginForm(journey.page).form);
    await expectNoSeriousAxeViolations(journey.page);

    await journey.page.goto('/register');
    await waitForVisible(journey.page.getByRole('form', { name: 'Create an account' }));
    await expectNoSeriousAxeViolations(journey.page);

    const email = 'axe.journey@example.com';
    const password = 'axe-Journey-pass-5113';
    await createVerifiedAccount(journey.page, journey.stack.mailbox, { email, password, firstName: 'Alex' });
    await journey.page.goto('/login');
    await submitLogin(journey.page, email, password);
    await waitForPath(journey.page, '/dashboard');
    await waitForText(journey.page.getByRole('heading', { level: 1 }), 'Welcome back, Alex');
    await dismissToasts(journey.page);

    for (const [tab, heading] of [
      ['Licenses', 'Your Licenses'],
      ['Subscription', 'Your Subscription'],
      ['Profile', 'Profile Information'],
    ] as const) {
      await dashboardTab(journey.page, tab).click();
      await eventually(async () => expect(await dashboardTab(journey.page, tab).getAttribute('aria-selected')).toBe('true'));
      await waitForVisible(journey.page.getByRole('heading', { name: heading }));
      expect(await journey.page.locator('.toast').count()).toBe(0);
      await expectNoSeriousAxeViolations(journey.page);
    }
    expectNoBrowserErrors(journey.page);
  }, 60_000);
});
