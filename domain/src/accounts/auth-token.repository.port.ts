import type { AuthToken, AuthTokenPurpose } from './auth-token.entity';

export abstract class AuthTokenRepositoryPort {
  /**
   * Stores `token` beside the user's earlier tokens of the same purpose, which stay valid.
   * Earlier ones already used or expired at `token.createdAt` are deleted: they can never
   * work again.
   */
  abstract add(token: AuthToken): Promise<void>;
  /** Stores `token` and deletes the user's earlier tokens of the same purpose. */
  abstract replace(token: AuthToken): Promise<void>;
  /** The unused, unexpired token with this hash and purpose, or null. */
  abstract findValid(tokenHash: string, purpose: AuthTokenPurpose, now: Date): Promise<AuthToken | null>;
  /** The token with this hash and purpose, used and expired ones too (until `add` or `replace` drops them), or null. */
  abstract findByHash(tokenHash: string, purpose: AuthTokenPurpose): Promise<AuthToken | null>;
  /** Marks the token used; false when it was already used (the loser of a race). */
  abstract consume(id: string, now: Date): Promise<boolean>;
  /**
   * Marks every unused token of the user for `purpose` used, in one step; false when none
   * was left unused (another use won the race).
   */
  abstract consumeAllOfPurpose(userId: string, purpose: AuthTokenPurpose, now: Date): Promise<boolean>;
  abstract deleteAllForUser(userId: string): Promise<void>;
}
