import { RESET_TOKEN_LIFETIME_MS, TWO_FACTOR_CHALLENGE_LIFETIME_MS, VERIFICATION_TOKEN_LIFETIME_MS } from '../../catalog/constants';
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
 * Issues a single-use link token and stores only its hash.
 *
 * A verification link is added beside the earlier ones: a user who asked for a fresh one
 * (or was sent one when logging in too early) may still click the first email, and every
 * unexpired link works until one of them verifies the address. A reset link (and a
 * pending two-factor sign-in) replaces the earlier one: only the newest can be used.
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
    await (purpose === 'verify-email' ? this.authTokens.add(record) : this.authTokens.replace(record));
    return { token: secret.token, record };
  }
}
