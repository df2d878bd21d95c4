/**
 * A user's TOTP two-factor credential (RFC 6238). It exists from the start of enrolment;
 * two-factor sign-in is on once `enabledAt` is set, after the user proved with a code that
 * the authenticator app holds the secret. The secret stays on the server: it is shown once,
 * during enrolment, and never returned again.
 */
export interface TwoFactorCredential {
  userId: string;
  /** The shared TOTP secret, base32. */
  secret: string;
  /** When enrolment was confirmed; null while it is pending. */
  enabledAt: Date | null;
  /** The last TOTP time step accepted, so the same code cannot be used twice. */
  lastUsedStep: number | null;
  createdAt: Date;
}

export function isTwoFactorEnabled(credential: TwoFactorCredential | null): credential is TwoFactorCredential & {
  enabledAt: Date;
} {
  return credential !== null && credential.enabledAt !== null;
}
