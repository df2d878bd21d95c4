/**
 * How a session's user proved who they are when it began: the password alone, the password
 * and the authenticator's code, or the password and a recovery code. A session never gains
 * strength: enrolling in two-factor sign-in from a password-only session leaves it
 * password-only, since whoever holds that session could be the one who enrolled.
 */
export type SessionAuthentication = 'password' | 'password-and-code' | 'recovery-code';

export const SESSION_AUTHENTICATIONS: readonly SessionAuthentication[] = ['password', 'password-and-code', 'recovery-code'];

/**
 * A server-side login session. The cookie carries an opaque secret; `id` is its SHA-256
 * hash, so a leaked database cannot be replayed as cookies.
 */
export interface Session {
  id: string;
  userId: string;
  /** When its user last proved who they are (a sign-in or a confirmation); a rotation keeps it. */
  createdAt: Date;
  lastSeenAt: Date;
  /** Absolute end, however active the user is. */
  expiresAt: Date;
  authentication: SessionAuthentication;
}

/** Whether the session's user gave a second factor (a code or a recovery code) when it began. */
export function passedSecondFactor(session: Pick<Session, 'authentication'>): boolean {
  return session.authentication !== 'password';
}
