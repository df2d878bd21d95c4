import { AccountLinks } from '../accounts/use-cases/account-links';
import { newRecoveryCodes } from '../accounts/use-cases/recovery-codes';
import type { Session, SessionAuthentication } from '../accounts/session.entity';
import type { User } from '../accounts/user.entity';
import { SESSION_ABSOLUTE_LIFETIME_MS } from '../catalog/constants';
import type { MailMessage, MailTemplateName } from '../mail/mail-templates';
import type { JobPayloads } from '../ports/job-queue.port';
import { DomainError } from '../shared/domain-error';
import type { UserBuilder } from './builders/user.builder';
import { FakeTotp } from './fake-totp';
import { FixedClock } from './fixed-clock';
import { InMemoryRateLimiter } from './in-memory-rate-limiter';
import { createInMemoryRepositories } from './in-memory-repositories';
import { ListCommonPasswordChecker } from './list-common-password-checker';
import { PlainPasswordHasher } from './plain-password-hasher';
import { ReadableTrialLedgerKey } from './readable-trial-ledger-key';
import { RecordingSecurityEventLog } from './recording-security-event-log';
import { RecordingJobQueue } from './recording-job-queue';
import { SequentialTokenGenerator } from './sequential-token-generator';

export const TEST_SITE_ORIGIN = 'https://pointforge.test';
/** The password every `givenUser` has unless told otherwise. */
export const TEST_PASSWORD = 'correct horse battery staple';
/** What the test common-password list refuses. */
export const TEST_COMMON_PASSWORDS = ['password', 'password1', '12345678', 'qwerty123'] as const;

export type MailOf<T extends MailTemplateName> = Extract<MailMessage, { template: T }>;

/**
 * Everything the account use cases need, as fakes over one in-memory store, plus a few
 * shortcuts: stored users with a known password, open sessions, and the emails enqueued.
 */
export function createAccountTestKit() {
  const repositories = createInMemoryRepositories();
  const clock = new FixedClock();
  const hasher = new PlainPasswordHasher();
  const tokens = new SequentialTokenGenerator();
  const jobs = new RecordingJobQueue();
  // The outbox lives in the database, so jobs enqueued in a failed transaction vanish with it.
  repositories.transaction.enlist(jobs);
  const limiter = new InMemoryRateLimiter(clock);
  const commonPasswords = new ListCommonPasswordChecker(TEST_COMMON_PASSWORDS);
  const links = new AccountLinks(TEST_SITE_ORIGIN);
  const trialLedgerKeys = new ReadableTrialLedgerKey();
  const totp = new FakeTotp();
  const securityEvents = new RecordingSecurityEventLog();
  /** The send-mail jobs enqueued so far, in order. */
  const mailJobs = (): JobPayloads['send-mail'][] => jobs.jobs.flatMap((job) => (job.name === 'send-mail' ? [job.payload] : []));

  return {
    ...repositories,
    clock,
    hasher,
    tokens,
    jobs,
    limiter,
    commonPasswords,
    links,
    trialLedgerKeys,
    totp,
    securityEvents,

    /** Stores the built user with a real (fake) hash of `password`. */
    async givenUser(builder: UserBuilder, password: string = TEST_PASSWORD): Promise<User> {
      const user = builder.withPasswordHash(await hasher.hash(password)).build();
      await repositories.users.create(user);
      return user;
    },

    /** Opens a session for the user now, as a login would (password only unless told); returns the cookie secret too. */
    async givenSession(userId: string, authentication: SessionAuthentication = 'password'): Promise<{ sessionToken: string; session: Session }> {
      const secret = tokens.newSecretToken();
      const now = clock.now();
      const session: Session = {
        id: secret.hash,
        userId,
        createdAt: now,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_LIFETIME_MS),
        authentication,
      };
      await repositories.sessions.create(session);
      return { sessionToken: secret.token, session };
    },

    /**
     * Stores the built user with two-factor sign-in on (as if enrolled a minute ago);
     * returns the secret, for `totp.codeAt`, and the ten recovery codes in the clear.
     */
    async givenTwoFactorUser(builder: UserBuilder, password: string = TEST_PASSWORD): Promise<{ user: User; secret: string; recoveryCodes: string[] }> {
      const user = builder.withPasswordHash(await hasher.hash(password)).build();
      await repositories.users.create(user);
      const secret = totp.newSecret();
      const enrolledAt = new Date(clock.now().getTime() - 60_000);
      await repositories.twoFactor.savePending({ userId: user.id, secret, enabledAt: null, lastUsedStep: null, createdAt: enrolledAt });
      const recovery = newRecoveryCodes(tokens);
      await repositories.twoFactor.enable({ userId: user.id, secret }, enrolledAt, totp.stepAt(enrolledAt), recovery.hashes);
      return { user, secret, recoveryCodes: recovery.codes };
    },

    mailJobs,

    /** The messages enqueued with one template, in order. */
    mailsOf<T extends MailTemplateName>(template: T): MailOf<T>[] {
      return mailJobs()
        .map((job) => job.message)
        .filter((message): message is MailOf<T> => message.template === template);
    },
  };
}

export type AccountTestKit = ReturnType<typeof createAccountTestKit>;

/** The secret at the end of an emailed link such as `{origin}/verify-email/{token}`. */
export function tokenFromLink(link: string): string {
  const path = link.split('?', 1)[0]!;
  return decodeURIComponent(path.slice(path.lastIndexOf('/') + 1));
}

/** The DomainError a promise rejects with; fails the test when it resolves or throws something else. */
export async function rejectionOf(promise: Promise<unknown>): Promise<DomainError> {
  let outcome: { resolved: unknown } | { rejected: unknown };
  try {
    outcome = { resolved: await promise };
  } catch (error) {
    outcome = { rejected: error };
  }
  if ('resolved' in outcome) throw new Error(`Expected a DomainError, got a result: ${JSON.stringify(outcome.resolved)}`);
  if (!(outcome.rejected instanceof DomainError)) throw outcome.rejected;
  return outcome.rejected;
}
