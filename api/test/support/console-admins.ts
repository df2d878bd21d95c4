import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { Authenticator } from '@pointforge/infra/testing/totp-authenticator';
import type { AccountsStack } from './accounts-stack';
import { REPO_ROOT } from './child-process';
import type { SignedInUser, SignedInUsers } from './signed-in-users';

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

/** A signed-in admin who has turned on two-factor sign-in: the console lets them in. */
export async function enrolledAdmin(stack: AccountsStack, users: SignedInUsers, tag: string): Promise<ConsoleUser> {
  const user = await users.create(tag);
  if ((await makeAdmin(stack, user.email)).code !== 0) throw new Error(`make admin failed for ${user.email}`);
  const enrolment = await user.browser.post('/api/auth/two-factor/enrolment');
  const authenticator = new Authenticator(enrolment.body.secret);
  const confirmed = await user.browser.post('/api/auth/two-factor/enrolment/confirm', { code: await authenticator.code(-1) });
  if (confirmed.status !== 200) throw new Error(`two-factor enrolment failed: ${confirmed.text}`);
  return { ...user, authenticator };
}
