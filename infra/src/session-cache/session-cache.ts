import type { SessionWithUser } from '@pointforge/domain';

/**
 * What a change makes every API replica stop using: a session, everything of a user (their
 * sessions, and the desktop checks of the licences they own), a licence's desktop checks
 * (DesktopCheckCache), or everything.
 */
export type SessionInvalidation = { kind: 'session' | 'user' | 'license'; id: string } | { kind: 'all' };

/** How a write makes every replica's cached copies unusable once it has committed. */
export interface InvalidationWiring {
  /** Moves on the versions the change touches (SessionVersions.bump; never rejects); called only once the change is committed. */
  invalidate: (invalidation: SessionInvalidation) => Promise<void> | void;
  /**
   * Runs the callback once the current transaction commits, or at once outside one, and
   * waits for it: the write (or its transaction) resolves only once the versions have moved
   * on, so no answer reaches the client while any replica could still use its copy (DatabaseAccess.afterCommit).
   */
  afterCommit: (callback: () => Promise<void> | void) => Promise<void> | void;
}

/**
 * Where the replicas keep, for each session and each user, a version that every change
 * moves on (Redis): a cached session is used only while its versions are still the ones it
 * was read under.
 */
export interface SessionVersions {
  /** The versions of the session, its user and of everything, as one value; undefined when they cannot be read now. */
  read(sessionId: string, userId: string): Promise<string | undefined>;
  /** Moves on the versions a change touches; resolves once done (or once it failed, which it reports). */
  bump(invalidation: SessionInvalidation): Promise<void>;
}

export interface SessionCacheOptions {
  /** How long an entry is kept at most; it is checked against the versions on every use all the same. */
  ttlMs?: number;
  /** Entries kept at most; the oldest goes first. */
  maxEntries?: number;
  /** Milliseconds of a monotonic clock (tests move it by hand). */
  now?: () => number;
}

export const DEFAULT_SESSION_CACHE_TTL_MS = 10_000;
const DEFAULT_MAX_ENTRIES = 10_000;

interface Entry {
  value: SessionWithUser;
  version: string;
  storedAt: number;
}

/**
 * The sessions this API replica has read lately, with their users, by session id: a
 * signed-in request then costs one Redis round trip instead of a database query, and stays
 * exact. An entry is used only when the versions read for it now equal those it was stored
 * under; every change moves them on (through SessionVersions, before the change's request is
 * answered), so a request that starts after a logout, a password change or an account
 * deletion never sees the old session, whichever replica it reaches. When the versions
 * cannot be read (Redis away) nothing is used or stored: the database answers.
 *
 * Storing reads the session twice: once to learn its user, then the versions, then again.
 * What the second read finds is at least as new as the versions, so a change committed
 * meanwhile can only make the entry look older than it is (one more database read), never
 * newer.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(
    private readonly versions: SessionVersions,
    { ttlMs = DEFAULT_SESSION_CACHE_TTL_MS, maxEntries = DEFAULT_MAX_ENTRIES, now = () => performance.now() }: SessionCacheOptions = {},
  ) {
    this.ttlMs = ttlMs;
    this.maxEntries = maxEntries;
    this.now = now;
  }

  /** The session and its user: the cached answer while its versions hold, else `load()`'s. */
  async read(sessionId: string, load: () => Promise<SessionWithUser | null>): Promise<SessionWithUser | null> {
    const entry = this.entries.get(sessionId);
    if (entry) {
      if (this.now() - entry.storedAt < this.ttlMs && (await this.versions.read(sessionId, entry.value.user.id)) === entry.version) return entry.value;
      this.entries.delete(sessionId);
    }
    const first = await load();
    if (!first) return null;
    const version = await this.versions.read(sessionId, first.user.id);
    if (version === undefined) return first;
    const confirmed = await load();
    if (confirmed && confirmed.user.id === first.user.id) this.store(sessionId, confirmed, version);
    return confirmed;
  }

  /** The session's activity was just written: later answers carry it (no second write within the minute). */
  touched(sessionId: string, lastSeenAt: Date): void {
    const entry = this.entries.get(sessionId);
    if (entry) entry.value = frozen({ ...entry.value, session: { ...entry.value.session, lastSeenAt } });
  }

  private store(sessionId: string, value: SessionWithUser, version: string): void {
    this.entries.delete(sessionId);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(sessionId, { value: frozen(value), version, storedAt: this.now() });
  }
}

/** Shared by every request that reads it: a request that tried to change it would throw, not change the others'. */
function frozen(value: SessionWithUser): SessionWithUser {
  return Object.freeze({ session: Object.freeze(value.session), user: Object.freeze(value.user) });
}
