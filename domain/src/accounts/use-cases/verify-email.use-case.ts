import type { TransactionPort } from '../../ports/transaction.port';
import type { ClockPort } from '../../shared/clock.port';
import type { TokenGeneratorPort } from '../../shared/token-generator.port';
import type { AccountOnboardingHookPort } from '../account-onboarding-hook.port';
import type { AuthToken } from '../auth-token.entity';
import type { AuthTokenRepositoryPort } from '../auth-token.repository.port';
import type { UserRepositoryPort } from '../user.repository.port';
import { verificationTokenInvalidError } from './account-errors';

export interface VerifyEmailInput {
  /** The secret from the emailed link. */
  token: string;
}

export interface VerifyEmailResult {
  /** The link was used or expired, but its account is verified: nothing to do, and nothing went wrong. */
  alreadyVerified: boolean;
}

function isUnusedAt(record: AuthToken, now: Date): boolean {
  return record.usedAt === null && record.expiresAt.getTime() > now.getTime();
}

/**
 * Marks the email verified through any of the user's unexpired verification links; doing
 * so uses up all of them. A used or expired link of an account that is verified answers
 * `alreadyVerified` (the customer clicked an old email); an unknown token, or a used or
 * expired one of an unverified account, fails with one error, ACCOUNTS.VERIFICATION_TOKEN_INVALID.
 * Once verified, the other contexts follow up on the registration (an invitation accepted).
 */
export class VerifyEmailUseCase {
  constructor(
    private readonly users: UserRepositoryPort,
    private readonly authTokens: AuthTokenRepositoryPort,
    private readonly tokens: TokenGeneratorPort,
    private readonly clock: ClockPort,
    private readonly transaction: TransactionPort,
    private readonly onboarding: AccountOnboardingHookPort,
  ) {}

  async execute({ token }: VerifyEmailInput): Promise<VerifyEmailResult> {
    if (token.length === 0) throw verificationTokenInvalidError();
    const now = this.clock.now();
    const record = await this.authTokens.findByHash(this.tokens.hashToken(token), 'verify-email');
    if (!record) throw verificationTokenInvalidError();
    const user = await this.users.findById(record.userId);
    if (!user) throw verificationTokenInvalidError();
    if (!isUnusedAt(record, now)) {
      if (user.isVerified) return { alreadyVerified: true };
      throw verificationTokenInvalidError();
    }
    // Links are used up only together with the verification: never spent on an unverified account.
    await this.transaction.run(async () => {
      // The loser of two concurrent clicks (on one link or two) fails here, as a used link would.
      if (!(await this.authTokens.consumeAllOfPurpose(user.id, 'verify-email', now))) {
        throw verificationTokenInvalidError();
      }
      if (!user.isVerified) {
        await this.users.update({ ...user, isVerified: true, updatedAt: now });
        // What the registration's link promised (a seat the invitation named) is part of the
        // verification: should it fail, nothing is verified and the link still works to try again.
        await this.onboarding.onEmailVerified(user.id);
      }
    });
    return { alreadyVerified: false };
  }
}
