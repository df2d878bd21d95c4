import {
  RESET_TOKEN_LIFETIME_MS,
  TWO_FACTOR_CHALLENGE_LIFETIME_MS,
  VERIFICATION_TOKEN_LIFETIME_MS,
} from '../../catalog/constants';
import type { ClockPort } from '../../shared/clock.port';
import type { TokenGeneratorPort } from '../../shared/token-generator.port';
import type { AuthToken, AuthTokenPurpose } from '../auth-token.entity';
import type { AuthTokenRepositoryPort } from '../auth-token.repository.port';

const LIFETIME_MS: Record<AuthTokenPurpose, number> = {
  'verify-email': VERIFICATION_TOKEN_LIFETIME_MS,
  'reset-password': RESET_TOKEN_LIFETIME_MS,
  'two-factor-login': TWO_FACTOR_CHALLENGE_LIFETIME_MS,
};

export interface IssuedAuthToken {
  /** The secret for the emailed link or the pending sign-in; never stored. */
  token: string;
  /** What was stored: the hash, owner, purpose and expiry. */
  record: AuthToken;
}

/**
 * Issues a single-use token: stores only its hash and replaces the user's earlier
 * token of the same purpose, so only the newest link works.
 */
export class AuthTokenIssuer {
  constructor(
    private readonly authTokens: AuthTokenRepositoryPort,
    private readonly tokens: TokenGeneratorPort,
    private readonly clock: ClockPort,
  ) {}

  async issue(userId: string, purpose: AuthTokenPurpose): Promise<IssuedAuthToken> {
    const now = this.clock.now();
    const secret = this.tokens.newSecretToken();
    const record: AuthToken = {
      id: this.tokens.newId(),
      userId,
      purpose,
      tokenHash: secret.hash,
      expiresAt: new Date(now.getTime() + LIFETIME_MS[purpose]),
      usedAt: null,
      createdAt: now,
    };
    await this.authTokens.replace(record);
    return { token: secret.token, record };
  }
}
