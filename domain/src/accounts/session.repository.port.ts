import type { Session } from './session.entity';

/** Server-side sessions, shared by every API replica (database, or Redis when configured). */
export abstract class SessionRepositoryPort {
  abstract create(session: Session): Promise<void>;
  abstract findById(id: string): Promise<Session | null>;
  abstract touch(id: string, lastSeenAt: Date): Promise<void>;
  abstract delete(id: string): Promise<void>;
  /** Ends every session of the user, except `exceptId` when given. */
  abstract deleteAllForUser(userId: string, exceptId?: string): Promise<void>;
}
