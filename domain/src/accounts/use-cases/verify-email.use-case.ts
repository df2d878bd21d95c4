import type { TransactionPort } from '../../ports/transaction.port';
import type { ClockPort } from '../../shared/clock.port';
import type { TokenGeneratorPort } from '../../shared/token-generator.port';
import type { AuthTokenRepositoryPort } from '../auth-token.repository.port';
import type { UserRepositoryPort } from '../user.repository.port';
import { verificationTokenInvalidError } from './account-errors';

export interface VerifyEmailInput {
  /** The secret from the emailed link. */
  token: string;
}

/**
 * Marks the email verified through any of the user's unexpired verification links; doing
 * so uses up all of them. An unknown, expired or already used token fails with one error,
 * ACCOUNTS.VERIFICATION_TOKEN_INVALID.
 */
export class VerifyEmailUseCase {
  constructor(
    private readonly users: UserRepositoryPort,
    private readonly authTokens: AuthTokenRepositoryPort,
    private readonly tokens: TokenGeneratorPort,
    private readonly clock: ClockPort,
    private readonly transaction: TransactionPort,
  ) {}

  async execute({ token }: VerifyEmailInput): Promise<void> {
    if (token.length === 0) throw verificationTokenInvalidError();
    const now = this.clock.now();
    const record = await this.authTokens.findValid(this.tokens.hashToken(token), 'verify-email', now);
    if (!record) throw verificationTokenInvalidError();
    const user = await this.users.findById(record.userId);
    if (!user) throw verificationTokenInvalidError();
    // Links are used up only together with the verification: never spent on an unverified account.
    await this.transaction.run(async () => {
      // The loser of two concurrent clicks (on one link or two) fails here, as a used link would.
      if (!(await this.authTokens.consumeAllOfPurpose(user.id, 'verify-email', now))) {
        throw verificationTokenInvalidError();
      }
      if (!user.isVerified) {
        await this.users.update({ ...user, isVerified: true, updatedAt: now });
      }
    });
  }
}
