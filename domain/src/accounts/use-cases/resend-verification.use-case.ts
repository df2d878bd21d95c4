import { normalizeEmail } from '../user-rules';
import type { User } from '../user.entity';
import { AuthLinkSender } from './auth-link-sender';

/** By address (a "resend" form), or the user already loaded (login of an unverified account). */
export type ResendVerificationInput = { email: string } | { user: User };

/**
 * Sends a fresh verification link to an existing, unverified account; the new link
 * replaces the earlier one. Unknown and verified accounts are skipped silently, and so is
 * an address that had its 3 verification emails this hour (registration's included): the
 * caller learns nothing.
 */
export class ResendVerificationUseCase extends AuthLinkSender {
  async execute(input: ResendVerificationInput): Promise<void> {
    const user = 'user' in input ? input.user : await this.users.findByEmail(normalizeEmail(input.email));
    if (!user || user.isVerified) return;
    if (!(await this.mailLimit.allows('verify-email', user.email))) return;
    await this.sendLink(user, 'verify-email');
  }
}
