import type { JobQueuePort } from '../../ports/job-queue.port';
import type { TransactionPort } from '../../ports/transaction.port';
import type { RateLimiterPort } from '../../shared/rate-limiter.port';
import type { ClockPort } from '../../shared/clock.port';
import type { TokenGeneratorPort } from '../../shared/token-generator.port';
import type { CommonPasswordCheckerPort } from '../common-password-checker.port';
import type { AuthTokenRepositoryPort } from '../auth-token.repository.port';
import type { PasswordHasherPort } from '../password-hasher.port';
import type { SessionAuthentication } from '../session.entity';
import type { SessionRepositoryPort } from '../session.repository.port';
import type { UserRepositoryPort } from '../user.repository.port';
import { currentPasswordIncorrectError, passwordUnchangedError, userNotFoundError } from './account-errors';
import type { AccountLinks } from './account-links';
import { AccountMail } from './account-mail';
import { LoginThrottle } from './login-throttle';
import { assertPasswordAllowed } from './password-policy';
import { SessionOpener } from './session-opener';

export interface ChangePasswordInput {
  userId: string;
  currentPassword: string;
  newPassword: string;
  /**
   * How the session making the change authenticated: the browser's new session keeps it, so
   * a password change neither adds a second factor it never gave nor drops one it gave.
   */
  authentication: SessionAuthentication;
}

export interface ChangePasswordResult {
  /** The secret for the new session cookie of the browser that made the change. */
  sessionToken: string;
}

/**
 * Changes the password of a signed-in user who knows the current one. A wrong current
 * password counts as a failed login for the account, so a stolen session cannot be used
 * to guess the password past the login lock. Every session ends, this one included: the
 * browser that made the change gets a new session (a new id, as at login; ASVS 5.0 7.2.4),
 * so an id seen before the change is dead after it. Every outstanding reset link is used
 * up, since one asked for by someone else before the change must not undo it. A "your
 * password was changed" email goes out.
 */
export class ChangePasswordUseCase {
  private readonly throttle: LoginThrottle;
  private readonly mail: AccountMail;
  private readonly sessionOpener: SessionOpener;

  constructor(
    private readonly users: UserRepositoryPort,
    private readonly sessions: SessionRepositoryPort,
    private readonly authTokens: AuthTokenRepositoryPort,
    private readonly hasher: PasswordHasherPort,
    private readonly commonPasswords: CommonPasswordCheckerPort,
    private readonly tokens: TokenGeneratorPort,
    private readonly clock: ClockPort,
    jobs: JobQueuePort,
    links: AccountLinks,
    limiter: RateLimiterPort,
    private readonly transaction: TransactionPort,
  ) {
    this.throttle = new LoginThrottle(limiter);
    this.mail = new AccountMail(jobs, links);
    this.sessionOpener = new SessionOpener(sessions, tokens, clock);
  }

  async execute(input: ChangePasswordInput): Promise<ChangePasswordResult> {
    const user = await this.users.findById(input.userId);
    if (!user) throw userNotFoundError();
    await this.throttle.assertNotBlocked(user.email);
    if (!(await this.hasher.verify(user.passwordHash, input.currentPassword))) {
      await this.throttle.recordFailure(user.email);
      throw currentPasswordIncorrectError();
    }
    assertPasswordAllowed(input.newPassword, 'newPassword', this.commonPasswords);
    if (input.newPassword === input.currentPassword) throw passwordUnchangedError();

    const passwordHash = await this.hasher.hash(input.newPassword);
    const now = this.clock.now();
    return this.transaction.run(async () => {
      await this.users.update({ ...user, passwordHash, updatedAt: now });
      await this.authTokens.consumeAllOfPurpose(user.id, 'reset-password', now);
      await this.sessions.deleteAllForUser(user.id);
      const { sessionToken } = await this.sessionOpener.open(user, input.authentication);
      await this.mail.passwordChanged(user, this.tokens.newId());
      return { sessionToken };
    });
  }
}
