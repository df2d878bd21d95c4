import { SessionRepositoryPort, UserRepositoryPort } from '@pointforge/domain';
import type { Session, SessionWithUser, SignInAccount, User, UserRole } from '@pointforge/domain';
import type { InvalidationWiring, SessionCache, SessionInvalidation } from './session-cache';

/** How the repositories below reach the cache, and make every replica's copy of a change's session or user unusable. */
export interface SessionCacheWiring extends InvalidationWiring {
  cache: SessionCache;
}

/**
 * Sessions with the cache in front of `findWithUser`, the read of every signed-in request.
 * Every write that can end a session invalidates it after its commit; so does every write of
 * a user (SessionInvalidatingUserRepository), since the cache keeps the user too.
 */
export class CachingSessionRepository extends SessionRepositoryPort {
  constructor(
    private readonly inner: SessionRepositoryPort,
    private readonly wiring: SessionCacheWiring,
  ) {
    super();
  }

  create(session: Session): Promise<void> {
    return this.inner.create(session);
  }

  findById(id: string): Promise<Session | null> {
    return this.inner.findById(id);
  }

  findWithUser(id: string): Promise<SessionWithUser | null> {
    return this.wiring.cache.read(id, () => this.inner.findWithUser(id));
  }

  async touch(id: string, lastSeenAt: Date): Promise<void> {
    await this.inner.touch(id, lastSeenAt);
    this.wiring.cache.touched(id, lastSeenAt);
  }

  async delete(id: string): Promise<void> {
    await this.inner.delete(id);
    await this.invalidateAfterCommit({ kind: 'session', id });
  }

  async deleteAllForUser(userId: string, exceptId?: string): Promise<void> {
    await this.inner.deleteAllForUser(userId, exceptId);
    await this.invalidateAfterCommit({ kind: 'user', id: userId });
  }

  listRecentForUser(userId: string, limit: number): Promise<Session[]> {
    return this.inner.listRecentForUser(userId, limit);
  }

  private async invalidateAfterCommit(invalidation: SessionInvalidation): Promise<void> {
    await this.wiring.afterCommit(() => this.wiring.invalidate(invalidation));
  }
}

/** Users whose every change (profile, verification, password, role, deletion) invalidates the user's cached sessions on every replica. */
export class SessionInvalidatingUserRepository extends UserRepositoryPort {
  constructor(
    private readonly inner: UserRepositoryPort,
    private readonly wiring: SessionCacheWiring,
  ) {
    super();
  }

  findById(id: string): Promise<User | null> {
    return this.inner.findById(id);
  }

  findByEmail(email: string): Promise<User | null> {
    return this.inner.findByEmail(email);
  }

  findSignInAccount(email: string): Promise<SignInAccount | null> {
    return this.inner.findSignInAccount(email);
  }

  create(user: User): Promise<void> {
    return this.inner.create(user);
  }

  async update(user: User): Promise<void> {
    await this.inner.update(user);
    await this.invalidateAfterCommit(user.id);
  }

  async setRole(id: string, role: UserRole): Promise<boolean> {
    const changed = await this.inner.setRole(id, role);
    await this.invalidateAfterCommit(id);
    return changed;
  }

  async delete(id: string): Promise<void> {
    await this.inner.delete(id);
    await this.invalidateAfterCommit(id);
  }

  private async invalidateAfterCommit(userId: string): Promise<void> {
    await this.wiring.afterCommit(() => this.wiring.invalidate({ kind: 'user', id: userId }));
  }
}

/** `repositories` with the session cache in front of sessions, and every user change invalidating that user's cached sessions. */
export function withSessionCache<R extends { sessions: SessionRepositoryPort; users: UserRepositoryPort }>(repositories: R, wiring: SessionCacheWiring): R {
  return {
    ...repositories,
    sessions: new CachingSessionRepository(repositories.sessions, wiring),
    users: new SessionInvalidatingUserRepository(repositories.users, wiring),
  };
}
