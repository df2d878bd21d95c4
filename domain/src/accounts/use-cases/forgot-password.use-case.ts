import { normalizeEmail } from '../user-rules';
import { AuthLinkSender } from './auth-link-sender';
import { RATE_LIMIT_KEYS, RATE_LIMIT_RULES } from '../../shared/rate-limit-rules';

export interface ForgotPasswordInput {
  email: string;
  ipAddress: string;
}

/**
 * Emails a password reset link (valid 1 hour, replacing any earlier one) to a registered
 * address. It always completes the same way, so the answer never tells whether the
 * address is registered: an unknown address, or one over its limit (3 reset emails an
 * hour per address, 20 requests an hour per IP), is simply sent nothing; a reset email
 * held back for its address is logged as a security event. Both counters count every
 * request, known address or not, and an address over its limit keeps its last link. Being silent even towards a flooding IP is deliberate:
 * DECISIONS.md has forgot-password always answer 200; a coarser per-IP 429 belongs, if
 * ever, to the HTTP layer.
 */
export class ForgotPasswordUseCase extends AuthLinkSender {
  async execute(input: ForgotPasswordInput): Promise<void> {
    const email = normalizeEmail(input.email);
    const [mailAllowed, ipDecision] = await Promise.all([
      this.mailLimit.count('reset-password', email),
      this.limiter.consume(RATE_LIMIT_KEYS.forgotPasswordPerIp(input.ipAddress), RATE_LIMIT_RULES.forgotPasswordPerIp),
    ]);
    if (!ipDecision.allowed) return;

    const user = await this.users.findByEmail(email);
    if (!user) return;
    if (!mailAllowed) return this.mailLimit.suppressed('reset-password', email);
    await this.sendLink(user, 'reset-password');
  }
}
