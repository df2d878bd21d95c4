import type { JobQueuePort } from '../../ports/job-queue.port';
import type { RateLimiterPort } from '../../shared/rate-limiter.port';
import type { SecurityEventLogPort } from '../../ports/security-event-log.port';
import type { TransactionPort } from '../../ports/transaction.port';
import type { ClockPort } from '../../shared/clock.port';
import type { TokenGeneratorPort } from '../../shared/token-generator.port';
import type { AuthTokenPurpose } from '../auth-token.entity';
import type { AuthTokenRepositoryPort } from '../auth-token.repository.port';
import type { User } from '../user.entity';
import type { UserRepositoryPort } from '../user.repository.port';
import type { AccountLinks } from './account-links';
import { AccountMail } from './account-mail';
import { AuthTokenIssuer } from './auth-token-issuer';
import { RecipientMailLimit } from './recipient-mail-limit';

/**
 * What the use cases that email a single-use link share (forgot-password, resend
 * verification): their ports, the per-recipient mail limit, and issuing the token then
 * enqueueing the email with its link.
 */
export abstract class AuthLinkSender {
  private readonly tokenIssuer: AuthTokenIssuer;
  private readonly mail: AccountMail;
  protected readonly mailLimit: RecipientMailLimit;

  constructor(
    protected readonly users: UserRepositoryPort,
    authTokens: AuthTokenRepositoryPort,
    tokens: TokenGeneratorPort,
    clock: ClockPort,
    jobs: JobQueuePort,
    links: AccountLinks,
    protected readonly limiter: RateLimiterPort,
    protected readonly transaction: TransactionPort,
    securityEvents: SecurityEventLogPort,
  ) {
    this.tokenIssuer = new AuthTokenIssuer(authTokens, tokens, clock);
    this.mail = new AccountMail(jobs, links);
    this.mailLimit = new RecipientMailLimit(limiter, securityEvents);
  }

  /** A new token for `purpose` (replacing the earlier one) and the email with its link. */
  protected async sendLink(user: User, purpose: AuthTokenPurpose): Promise<void> {
    await this.transaction.run(async () => {
      const issued = await this.tokenIssuer.issue(user.id, purpose);
      await (purpose === 'verify-email' ? this.mail.verifyEmail(user, issued) : this.mail.resetPassword(user, issued));
    });
  }
}
