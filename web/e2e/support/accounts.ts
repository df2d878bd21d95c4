import { createHash } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import type { ReceivedMail, SmtpTestServer } from '@pointforge/infra/testing/smtp-test-server';
import { pathFrom } from './mail';
import type { E2EStack } from './stack';
import { eventually, waitForText } from './wait';

/**
 * Helpers of the customer-account journeys (sign-up, login, dashboard, profile): the mail an
 * account receives, the notification a form raises, a field's own error text, the login
 * form, and a verified account made through the API for journeys that start signed in.
 */

/** The messages to `to` (case-insensitive) whose subject contains `subject`, oldest first. */
export function mailsTo(mailbox: SmtpTestServer, to: string, subject = ''): ReceivedMail[] {
  const address = to.toLowerCase();
  return mailbox.received.filter(
    (mail) => mail.envelope.to.some((recipient) => recipient.toLowerCase() === address) && (mail.parsed.subject ?? '').includes(subject),
  );
}

/**
 * Waits until more than `seenBefore` messages to `to` with `subject` have arrived and returns
 * the newest: for a second verification link that replaces the first, say.
 */
export async function waitForNewMailTo(mailbox: SmtpTestServer, to: string, subject: string, seenBefore: number, timeoutMs = 10_000): Promise<ReceivedMail> {
  try {
    return await eventually(() => {
      const matching = mailsTo(mailbox, to, subject);
      if (matching.length <= seenBefore) throw new Error(`${matching.length} message(s) so far`);
      return matching[matching.length - 1]!;
    }, timeoutMs);
  } catch (error) {
    const seen = mailbox.received.map((mail) => `  ${mail.envelope.to.join(', ')}: ${mail.parsed.subject ?? ''}`).join('\n');
    throw new Error(`No message #${seenBefore + 1} to ${to} with "${subject}": ${(error as Error).message}\n${seen || '  (the mailbox is empty)'}`);
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The visible notification (`.toast`) whose title is exactly `title`. */
export function toastTitled(page: Page, title: string): Locator {
  return page.locator('.toast').filter({ has: page.locator('.toast__title', { hasText: new RegExp(`^\\s*${escapeRegExp(title)}\\s*$`) }) });
}

/** Waits for the notification titled `title` and, when given, checks its description. */
export async function waitForToast(page: Page, title: string, description?: string): Promise<void> {
  const toast = toastTitled(page, title);
  await waitForText(toast.locator('.toast__title'), title);
  if (description !== undefined) await waitForText(toast.locator('.toast__description'), description);
}

/** Closes every notification on screen with its close button, then waits until none shows. */
export async function dismissToasts(page: Page): Promise<void> {
  await eventually(async () => {
    const close = page.locator('.toast .close-button');
    if ((await close.count()) > 0) await close.first().click({ timeout: 2_000 });
    expect(await page.locator('.toast').count()).toBe(0);
  });
}

/**
 * The error text of the field `control`, found the way assistive technology finds it:
 * through the control's aria-describedby. Waits until the control is flagged invalid.
 */
export async function fieldErrorOf(control: Locator): Promise<Locator> {
  const describedBy = await eventually(async () => {
    expect(await control.getAttribute('aria-invalid')).toBe('true');
    const ids = await control.getAttribute('aria-describedby');
    if (!ids) throw new Error(`${String(control)} names no description`);
    return ids;
  });
  const selector = describedBy
    .split(/\s+/)
    .map((id) => `[id="${id}"].form-field__error`)
    .join(', ');
  return control.page().locator(selector);
}

/** Waits for `control`'s own error text to read `message`. */
export async function waitForFieldError(control: Locator, message: string): Promise<void> {
  await waitForText(await fieldErrorOf(control), message);
}

/** The /login form ('Log in'): its fields and its submit button (the header has a 'Log In' link too). */
export function loginForm(page: Page): { form: Locator; email: Locator; password: Locator; submit: Locator } {
  const form = page.getByRole('form', { name: 'Log in' });
  return {
    form,
    email: form.getByLabel('Email', { exact: true }),
    password: form.getByLabel('Password', { exact: true }),
    submit: form.getByRole('button', { name: 'Log In', exact: true }),
  };
}

/** Fills in the login form of the page on screen (/login) and submits it; the caller checks the outcome. */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  const { email: emailField, password: passwordField, submit } = loginForm(page);
  await emailField.fill(email);
  await passwordField.fill(password);
  await submit.click();
}

export interface AccountDetails {
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
  company?: string;
}

/** A same-origin API call as the web app makes it (JSON, the CSRF marker header). */
export async function callApi(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; body: unknown }> {
  const response = await page.request.fetch(path, {
    method,
    headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    data: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON: kept as text for the failure message
  }
  return { status: response.status(), body: parsed };
}

/**
 * A verified account, made the short way for journeys that are about something else:
 * POST /api/auth/register, then the link from the verification email posted to the API.
 * (Counts against the per-IP register limit like a sign-up from the page.) Leaves the
 * page's context signed out.
 */
export async function createVerifiedAccount(page: Page, mailbox: SmtpTestServer, account: AccountDetails): Promise<void> {
  const registered = await callApi(page, 'POST', '/api/auth/register', account);
  if (registered.status !== 201) throw new Error(`register ${account.email}: ${registered.status} ${JSON.stringify(registered.body)}`);
  const mail = await waitForNewMailTo(mailbox, account.email, 'Confirm your email address', 0);
  const token = pathFrom(mail, '/verify-email/').slice('/verify-email/'.length);
  const verified = await callApi(page, 'POST', `/api/auth/verify-email/${token}`);
  if (verified.status !== 200) throw new Error(`verify ${account.email}: ${verified.status} ${JSON.stringify(verified.body)}`);
}

/**
 * Makes the page's sign-in `minutes` older in the database, and the API forget its cached
 * copy: a session left open, past the 10 minutes a dangerous action takes as recent.
 */
export async function ageSignIn(page: Page, stack: Pick<E2EStack, 'db' | 'forgetCachedSessions'>, minutes: number): Promise<void> {
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name.endsWith('pf_session'));
  if (!cookie) throw new Error('The page has no session cookie to age');
  const sessionId = createHash('sha256').update(cookie.value).digest('hex');
  await stack.db.query(`UPDATE sessions SET created_at = DATE_SUB(created_at, INTERVAL ${minutes} MINUTE) WHERE id = ?`, [sessionId]);
  await stack.forgetCachedSessions();
}
