export type AuthTokenPurpose = 'verify-email' | 'reset-password';

/** A single-use link secret. Only its SHA-256 hash is stored. */
export interface AuthToken {
  id: string;
  userId: string;
  purpose: AuthTokenPurpose;
  tokenHash: string;
  expiresAt: Date;
  usedAt: Date | null;
  createdAt: Date;
}
