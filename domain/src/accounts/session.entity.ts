/**
 * A server-side login session. The cookie carries an opaque secret; `id` is its SHA-256
 * hash, so a leaked database cannot be replayed as cookies.
 */
export interface Session {
  id: string;
  userId: string;
  createdAt: Date;
  lastSeenAt: Date;
  /** Absolute end, however active the user is. */
  expiresAt: Date;
}
