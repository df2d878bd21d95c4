import type { AuthToken, AuthTokenPurpose } from './auth-token.entity';

export abstract class AuthTokenRepositoryPort {
  /** Stores `token` and deletes the user's earlier tokens of the same purpose. */
  abstract replace(token: AuthToken): Promise<void>;
  /** The unused, unexpired token with this hash and purpose, or null. */
  abstract findValid(tokenHash: string, purpose: AuthTokenPurpose, now: Date): Promise<AuthToken | null>;
  /** Marks the token used; false when it was already used (the loser of a race). */
  abstract consume(id: string, now: Date): Promise<boolean>;
  abstract deleteAllForUser(userId: string): Promise<void>;
}
