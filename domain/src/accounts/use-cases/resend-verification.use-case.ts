import type { JobQueuePort } from '../../ports/job-queue.port';
import type { RateLimiterPort } from '../../ports/rate-limiter.port';
import type { ClockPort } from '../../shared/clock.port';
import type { TokenGeneratorPort } from '../../shared/token-generator.port';
import type { AuthTokenRepositoryPort } from '../auth-token.repository.port';
import { normalizeEmail } from '../user-rules';
import type { User } from '../user.entity';
import type { UserRepositoryPort } from '../user.repository.port';
import type { AccountLinks } from './account-links';
import { AccountMail } from './account-mail';
import { AuthTokenIssuer } from './auth-token-issuer';
import { RATE_LIMIT_KEYS, RATE_LIMIT_RULES } from './rate-limit-rules';

/** By address (a "resend" form), or the user already loaded (login of an unverified account). */
export type ResendVerificationInput = { email: string } | { user: User };

/**
 * Sends a fresh verification link to an existing, unverified account, at most 3 times an
 * hour per account; the new link replaces the earlier one. Unknown, verified and
 * rate-limited accounts are skipped silently: the caller learns nothing.
 */
export class ResendVerificationUseCase {
  private readonly tokenIssuer: AuthTokenIssuer;
  private readonly mail: AccountMail;

  constructor(
    private readonly users: UserRepositoryPort,
    authTokens: AuthTokenRepositoryPort,
    tokens: TokenGeneratorPort,
    clock: ClockPort,
    jobs: JobQueuePort,
    links: AccountLinks,
    private readonly limiter: RateLimiterPort,
  ) {
    this.tokenIssuer = new AuthTokenIssuer(authTokens, tokens, clock);
    this.mail = new AccountMail(jobs, links);
  }

  async execute(input: ResendVerificationInput): Promise<void> {
    const user = 'user' in input ? input.user : await this.users.findByEmail(normalizeEmail(input.email));
    if (!user || user.isVerified) return;
    const decision = await this.limiter.consume(
      RATE_LIMIT_KEYS.resendVerificationPerAccount(user.id),
      RATE_LIMIT_RULES.resendVerificationPerAccount,
    );
    if (!decision.allowed) return;
    const issued = await this.tokenIssuer.issue(user.id, 'verify-email');
    await this.mail.verifyEmail(user, issued);
  }
}
