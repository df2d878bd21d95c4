import type { Session } from './session.entity';
import type { PublicUser } from './user.entity';

/**
 * A session with its user as the API may show it, read together: what every signed-in
 * request needs, and nothing it must not keep (no password hash).
 */
export interface SessionWithUser {
  session: Session;
  user: PublicUser;
}

/** Server-side sessions, shared by every API replica (database, or Redis when configured). */
export abstract class SessionRepositoryPort {
  abstract create(session: Session): Promise<void>;
  abstract findById(id: string): Promise<Session | null>;
  /** The session and its user in one read (one indexed query on a database); null when either is missing. */
  abstract findWithUser(id: string): Promise<SessionWithUser | null>;
  abstract touch(id: string, lastSeenAt: Date): Promise<void>;
  abstract delete(id: string): Promise<void>;
  /** Ends every session of the user, except `exceptId` when given. */
  abstract deleteAllForUser(userId: string, exceptId?: string): Promise<void>;
  /** The user's latest sessions, most recently active first (the operator console). */
  abstract listRecentForUser(userId: string, limit: number): Promise<Session[]>;
}
