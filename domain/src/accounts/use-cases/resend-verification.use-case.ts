import { normalizeEmail } from '../user-rules';
import type { User } from '../user.entity';
import { AuthLinkSender } from './auth-link-sender';
import { RATE_LIMIT_KEYS, RATE_LIMIT_RULES } from './rate-limit-rules';

/** By address (a "resend" form), or the user already loaded (login of an unverified account). */
export type ResendVerificationInput = { email: string } | { user: User };

/**
 * Sends a fresh verification link to an existing, unverified account, at most 3 times an
 * hour per account; the new link replaces the earlier one. Unknown, verified and
 * rate-limited accounts are skipped silently: the caller learns nothing.
 */
export class ResendVerificationUseCase extends AuthLinkSender {
  async execute(input: ResendVerificationInput): Promise<void> {
    const user = 'user' in input ? input.user : await this.users.findByEmail(normalizeEmail(input.email));
    if (!user || user.isVerified) return;
    const decision = await this.limiter.consume(
      RATE_LIMIT_KEYS.resendVerificationPerAccount(user.id),
      RATE_LIMIT_RULES.resendVerificationPerAccount,
    );
    if (!decision.allowed) return;
    await this.sendLink(user, 'verify-email');
  }
}
