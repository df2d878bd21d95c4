import type { JobQueuePort } from '../../ports/job-queue.port';
import type { TransactionPort } from '../../ports/transaction.port';
import type { RateLimiterPort } from '../../shared/rate-limiter.port';
import type { ClockPort } from '../../shared/clock.port';
import type { TokenGeneratorPort } from '../../shared/token-generator.port';
import type { AuthTokenRepositoryPort } from '../auth-token.repository.port';
import type { CommonPasswordCheckerPort } from '../common-password-checker.port';
import type { PasswordHasherPort } from '../password-hasher.port';
import type { SessionRepositoryPort } from '../session.repository.port';
import type { UserRepositoryPort } from '../user.repository.port';
import { resetTokenInvalidError } from './account-errors';
import type { AccountLinks } from './account-links';
import { AccountMail } from './account-mail';
import { LoginThrottle } from './login-throttle';
import { assertPasswordAllowed } from './password-policy';

export interface ResetPasswordInput {
  /** The secret from the emailed link. */
  token: string;
  password: string;
}

/**
 * Sets a new password through a single-use reset link. The link proves the user owns the
 * address, so the email counts as verified and a login lock is lifted. Every session of
 * the user ends, and a "your password was changed" email goes out. The user is not signed
 * in. An unknown, expired, replaced or used token fails with ACCOUNTS.RESET_TOKEN_INVALID.
 */
export class ResetPasswordUseCase {
  private readonly throttle: LoginThrottle;
  private readonly mail: AccountMail;

  constructor(
    private readonly users: UserRepositoryPort,
    private readonly authTokens: AuthTokenRepositoryPort,
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

  async execute({ token, password }: ResetPasswordInput): Promise<void> {
    assertPasswordAllowed(password, 'password', this.commonPasswords);
    if (token.length === 0) throw resetTokenInvalidError();
    const record = await this.authTokens.findValid(this.tokens.hashToken(token), 'reset-password', this.clock.now());
    if (!record) throw resetTokenInvalidError();
    const user = await this.users.findById(record.userId);
    if (!user) throw resetTokenInvalidError();
    const passwordHash = await this.hasher.hash(password);

    const now = this.clock.now();
    // The link is used up only if the new password, the ended sessions and the email all commit.
    await this.transaction.run(async () => {
      if (!(await this.authTokens.consume(record.id, now))) throw resetTokenInvalidError();
      await this.users.update({ ...user, passwordHash, isVerified: true, updatedAt: now });
      await this.sessions.deleteAllForUser(user.id);
      await this.mail.passwordChanged(user, this.tokens.newId());
    });
    await this.throttle.unlock(user.email);
  }
}
