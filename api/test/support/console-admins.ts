import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { Authenticator } from '@pointforge/infra/testing/totp-authenticator';
import type { AccountsStack } from './accounts-stack';
import { buildApi, REPO_ROOT } from './child-process';
import { Later } from './later';
import { TEST_PASSWORD, type SignedInUser, type SignedInUsers } from './signed-in-users';

const run = promisify(execFile);

/** What `make admin` runs. */
const SET_USER_ROLE = 'infra/dist/persistence/set-user-role.js';

export interface ConsoleUser extends SignedInUser {
  authenticator?: Authenticator;
}

/** `make admin EMAIL=… [ROLE=…]` against the stack's database, as a separate process. */
export async function makeAdmin(stack: AccountsStack, email: string, role?: string): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [SET_USER_ROLE, email, ...(role ? [role] : [])], {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH ?? '', ...stack.databaseEnv },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

/** An admin who turned on two-factor sign-in, still on the password-only session that enrolled: the console refuses it. */
export async function adminJustEnrolled(stack: AccountsStack, users: SignedInUsers, tag: string): Promise<ConsoleUser & { authenticator: Authenticator }> {
  const user = await users.create(tag);
  if ((await makeAdmin(stack, user.email)).code !== 0) throw new Error(`make admin failed for ${user.email}`);
  const enrolment = await user.browser.post('/api/auth/two-factor/enrolment');
  const authenticator = new Authenticator(enrolment.body.secret);
  const confirmed = await user.browser.post('/api/auth/two-factor/enrolment/confirm', { code: await authenticator.code(-1) });
  if (confirmed.status !== 200) throw new Error(`two-factor enrolment failed: ${confirmed.text}`);
  return { ...user, authenticator };
}

/** Signs the browser in again, with the password and then the authenticator's current code. */
export async function signInWithCode(user: SignedInUser, authenticator: Authenticator): Promise<void> {
  const password = await user.browser.post('/api/auth/login', { email: user.email, password: TEST_PASSWORD });
  if (!password.body.twoFactorRequired) throw new Error(`expected the code step, got ${password.text}`);
  const signedIn = await user.browser.post('/api/auth/login/two-factor', { challengeToken: password.body.challengeToken, code: await authenticator.code() });
  if (signedIn.status !== 200) throw new Error(`sign-in with a code failed: ${signedIn.text}`);
}

/**
 * A signed-in admin who has turned on two-factor sign-in and signed in again with a code
 * (the session that enrolled does not open the console): the console lets them in.
 */
export async function enrolledAdmin(stack: AccountsStack, users: SignedInUsers, tag: string): Promise<ConsoleUser> {
  const admin = await adminJustEnrolled(stack, users, tag);
  await signInWithCode(admin, admin.authenticator);
  return admin;
}

/**
 * For the describe it is called in: an enrolled admin of the suite's stack (see
 * enrolledAdmin), made in a beforeAll after building what `make admin` runs.
 */
export function consoleAdmin(stack: AccountsStack, users: SignedInUsers, tag = 'ops'): ConsoleUser {
  const admin = new Later<ConsoleUser>(`the admin ${tag}`);
  beforeAll(async () => {
    buildApi();
    admin.set(await enrolledAdmin(stack, users, tag));
  }, 60_000);
  return admin.standIn;
}
