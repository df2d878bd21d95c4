import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { Authenticator } from '@pointforge/infra/testing/totp-authenticator';
import { testRedisUrl } from '@pointforge/infra/testing/test-services';
import { REPO_ROOT } from '../../../api/test/support/child-process';
import { callApi, dismissToasts, submitLogin, type AccountDetails } from './accounts';
import { signUpAndLogIn } from './licenses';
import type { E2EStack } from './stack';

const run = promisify(execFile);

/**
 * An operator the short way, for journeys about what the console shows: a verified account
 * made an admin by `make admin`'s script, two-factor sign-in turned on through the Profile
 * tab's calls, then signed in again through the login form with a code (the console asks for
 * a session that gave one). Ends on /dashboard, signed in.
 */
export async function signInAsOperator(page: Page, stack: E2EStack, account: AccountDetails): Promise<void> {
  await signUpAndLogIn(page, stack.mailbox, account);
  const cliEnv = { PATH: process.env.PATH ?? '', DATABASE_URL: stack.db.url, REDIS_URL: testRedisUrl, REDIS_PREFIX: stack.redisPrefix };
  await run(process.execPath, ['infra/dist/persistence/set-user-role.js', account.email], { cwd: REPO_ROOT, env: cliEnv });

  const enrolment = (await callApi(page, 'POST', '/api/auth/two-factor/enrolment')).body as { secret: string };
  const authenticator = new Authenticator(enrolment.secret);
  const confirmed = await callApi(page, 'POST', '/api/auth/two-factor/enrolment/confirm', { code: await authenticator.code(-1) });
  if (confirmed.status !== 200) throw new Error(`two-factor enrolment of ${account.email}: ${confirmed.status}`);
  expect((await callApi(page, 'POST', '/api/auth/logout')).status).toBeLessThan(300);

  await page.goto('/login');
  await submitLogin(page, account.email, account.password);
  const codeForm = page.getByRole('form', { name: 'Two-factor authentication' });
  await codeForm.getByLabel('Authentication code', { exact: true }).fill(await authenticator.code(0));
  await codeForm.getByRole('button', { name: 'Verify and Log In', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard');
  await dismissToasts(page);
}
