/**
 * `two-factor-login` is the pending sign-in between a right password and the second
 * factor: it opens no session by itself, only the code step can.
 */
export type AuthTokenPurpose = 'verify-email' | 'reset-password' | 'two-factor-login';

/** A single-use secret (an emailed link, a pending sign-in). Only its SHA-256 hash is stored. */
export interface AuthToken {
  id: string;
  userId: string;
  purpose: AuthTokenPurpose;
  tokenHash: string;
  expiresAt: Date;
  usedAt: Date | null;
  createdAt: Date;
}
