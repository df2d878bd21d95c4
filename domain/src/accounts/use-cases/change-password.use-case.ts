import type { JobQueuePort } from '../../ports/job-queue.port';
import type { TransactionPort } from '../../ports/transaction.port';
import type { RateLimiterPort } from '../../ports/rate-limiter.port';
import type { ClockPort } from '../../shared/clock.port';
import type { TokenGeneratorPort } from '../../shared/token-generator.port';
import type { CommonPasswordCheckerPort } from '../common-password-checker.port';
import type { PasswordHasherPort } from '../password-hasher.port';
import type { SessionRepositoryPort } from '../session.repository.port';
import type { UserRepositoryPort } from '../user.repository.port';
import { currentPasswordIncorrectError, passwordUnchangedError, userNotFoundError } from './account-errors';
import type { AccountLinks } from './account-links';
import { AccountMail } from './account-mail';
import { LoginThrottle } from './login-throttle';
import { assertPasswordAllowed } from './password-policy';

export interface ChangePasswordInput {
  userId: string;
  /** The session making the change; it stays, the user's other sessions end. */
  currentSessionId: string;
  currentPassword: string;
  newPassword: string;
}

/**
 * Changes the password of a signed-in user who knows the current one. A wrong current
 * password counts as a failed login for the account, so a stolen session cannot be used
 * to guess the password past the login lock. Other sessions end and a "your password was
 * changed" email goes out.
 */
export class ChangePasswordUseCase {
  private readonly throttle: LoginThrottle;
  private readonly mail: AccountMail;

  constructor(
    private readonly users: UserRepositoryPort,
    private readonly sessions: SessionRepositoryPort,
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
  }

  async execute(input: ChangePasswordInput): Promise<void> {
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
    await this.transaction.run(async () => {
      await this.users.update({ ...user, passwordHash, updatedAt: this.clock.now() });
      await this.sessions.deleteAllForUser(user.id, input.currentSessionId);
      await this.mail.passwordChanged(user, this.tokens.newId());
    });
  }
}
