import type { SessionInvalidation, SessionVersions } from '../session-cache/session-cache';

/** SessionVersions in this process, shared by the caches given it (the replicas of a test); `reachable = false` plays Redis away. */
export class InMemorySessionVersions implements SessionVersions {
  reachable = true;
  private readonly counters = new Map<string, number>();

  async read(sessionId: string, userId: string): Promise<string | undefined> {
    if (!this.reachable) return undefined;
    return [`session:${sessionId}`, `user:${userId}`, 'all'].map((key) => this.counters.get(key) ?? 0).join('.');
  }

  async bump(invalidation: SessionInvalidation): Promise<void> {
    if (!this.reachable) return;
    const key = invalidation.kind === 'all' ? 'all' : `${invalidation.kind}:${invalidation.id}`;
    this.counters.set(key, (this.counters.get(key) ?? 0) + 1);
  }
}
