import type { Session } from '../accounts/session.entity';
import { toPublicUser } from '../accounts/user.entity';
import { SessionRepositoryPort, type SessionWithUser } from '../accounts/session.repository.port';
import { InMemoryTableRepository } from './in-memory-store';

export class InMemorySessionRepository extends InMemoryTableRepository<Session> implements SessionRepositoryPort {
  protected readonly rows = this.store.sessions;

  async findWithUser(id: string): Promise<SessionWithUser | null> {
    const session = this.rows.get(id);
    const user = session ? this.store.users.get(session.userId) : null;
    return session && user ? { session, user: toPublicUser(user) } : null;
  }

  async touch(id: string, lastSeenAt: Date): Promise<void> {
    this.rows.update((session) => session.id === id, { lastSeenAt });
  }

  async delete(id: string): Promise<void> {
    this.rows.delete((session) => session.id === id);
  }

  async listRecentForUser(userId: string, limit: number): Promise<Session[]> {
    return this.rows
      .filter((session) => session.userId === userId)
      .sort((a, b) => b.lastSeenAt.getTime() - a.lastSeenAt.getTime() || (a.id < b.id ? 1 : -1))
      .slice(0, limit);
  }

  async deleteAllForUser(userId: string, exceptId?: string): Promise<void> {
    this.rows.delete((session) => session.userId === userId && session.id !== exceptId);
  }
}
