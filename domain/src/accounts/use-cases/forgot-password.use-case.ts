import type { JobQueuePort } from '../../ports/job-queue.port';
import type { RateLimiterPort } from '../../ports/rate-limiter.port';
import type { ClockPort } from '../../shared/clock.port';
import type { TokenGeneratorPort } from '../../shared/token-generator.port';
import type { AuthTokenRepositoryPort } from '../auth-token.repository.port';
import { normalizeEmail } from '../user-rules';
import type { UserRepositoryPort } from '../user.repository.port';
import type { AccountLinks } from './account-links';
import { AccountMail } from './account-mail';
import { AuthTokenIssuer } from './auth-token-issuer';
import { RATE_LIMIT_KEYS, RATE_LIMIT_RULES } from './rate-limit-rules';

export interface ForgotPasswordInput {
  email: string;
  ipAddress: string;
}

/**
 * Emails a password reset link (valid 1 hour, replacing any earlier one) to a registered
 * address. It always completes the same way, so the answer never tells whether the
 * address is registered: an unknown address, or one over its limit (5 an hour per
 * address, 20 an hour per IP), is simply sent nothing. Both counters count every request,
 * known address or not. Being silent even towards a flooding IP is deliberate:
 * DECISIONS.md has forgot-password always answer 200; a coarser per-IP 429 belongs, if
 * ever, to the HTTP layer.
 */
export class ForgotPasswordUseCase {
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

  async execute(input: ForgotPasswordInput): Promise<void> {
    const email = normalizeEmail(input.email);
    const decisions = await Promise.all([
      this.limiter.consume(RATE_LIMIT_KEYS.forgotPasswordPerEmail(email), RATE_LIMIT_RULES.forgotPasswordPerEmail),
      this.limiter.consume(RATE_LIMIT_KEYS.forgotPasswordPerIp(input.ipAddress), RATE_LIMIT_RULES.forgotPasswordPerIp),
    ]);
    if (decisions.some((decision) => !decision.allowed)) return;

    const user = await this.users.findByEmail(email);
    if (!user) return;
    const issued = await this.tokenIssuer.issue(user.id, 'reset-password');
    await this.mail.resetPassword(user, issued);
  }
}
