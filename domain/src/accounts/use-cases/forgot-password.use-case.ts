import { normalizeEmail } from '../user-rules';
import { AuthLinkSender } from './auth-link-sender';
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
export class ForgotPasswordUseCase extends AuthLinkSender {
  async execute(input: ForgotPasswordInput): Promise<void> {
    const email = normalizeEmail(input.email);
    const decisions = await Promise.all([
      this.limiter.consume(RATE_LIMIT_KEYS.forgotPasswordPerEmail(email), RATE_LIMIT_RULES.forgotPasswordPerEmail),
      this.limiter.consume(RATE_LIMIT_KEYS.forgotPasswordPerIp(input.ipAddress), RATE_LIMIT_RULES.forgotPasswordPerIp),
    ]);
    if (decisions.some((decision) => !decision.allowed)) return;

    const user = await this.users.findByEmail(email);
    if (!user) return;
    await this.sendLink(user, 'reset-password');
  }
}
