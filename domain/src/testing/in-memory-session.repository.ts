import type { Session } from '../accounts/session.entity';
import { toPublicUser } from '../accounts/user.entity';
import { SessionRepositoryPort, type SessionWithUser } from '../accounts/session.repository.port';
import { InMemoryRepository } from './in-memory-store';

export class InMemorySessionRepository extends InMemoryRepository implements SessionRepositoryPort {
  async create(session: Session): Promise<void> {
    this.store.sessions.insert(session);
  }

  async findById(id: string): Promise<Session | null> {
    return this.store.sessions.get(id);
  }

  async findWithUser(id: string): Promise<SessionWithUser | null> {
    const session = this.store.sessions.get(id);
    const user = session ? this.store.users.get(session.userId) : null;
    return session && user ? { session, user: toPublicUser(user) } : null;
  }

  async touch(id: string, lastSeenAt: Date): Promise<void> {
    this.store.sessions.update((session) => session.id === id, { lastSeenAt });
  }

  async delete(id: string): Promise<void> {
    this.store.sessions.delete((session) => session.id === id);
  }

  async listRecentForUser(userId: string, limit: number): Promise<Session[]> {
    return this.store.sessions
      .filter((session) => session.userId === userId)
      .sort((a, b) => b.lastSeenAt.getTime() - a.lastSeenAt.getTime() || (a.id < b.id ? 1 : -1))
      .slice(0, limit);
  }

  async deleteAllForUser(userId: string, exceptId?: string): Promise<void> {
    this.store.sessions.delete((session) => session.userId === userId && session.id !== exceptId);
  }
}
