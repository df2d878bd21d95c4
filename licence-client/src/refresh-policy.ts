/**
 * When a running app asks the licence server for a fresh file. Online, it validates about
 * once a day, so a suspension or a released seat reaches the computer within a day; offline,
 * the stored file is trusted until its `exp` (at most 14 days after it was issued), and
 * the app keeps trying without hammering the server.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export interface RefreshPolicy {
  /** Validate when the last successful validation is this old. */
  validateEveryMs: number;
  /** Renew a file issued this long ago, even if validations were skipped. */
  renewFilesOlderThanMs: number;
  /** Renew a file this close to its `exp`. */
  renewBeforeExpiryMs: number;
  /** After a failed attempt (offline, server down), wait this long before the next one. */
  retryAfterFailureMs: number;
}

export const DEFAULT_REFRESH_POLICY: RefreshPolicy = {
  validateEveryMs: DAY_MS,
  renewFilesOlderThanMs: 7 * DAY_MS,
  renewBeforeExpiryMs: 3 * DAY_MS,
  retryAfterFailureMs: HOUR_MS,
};

export interface RefreshState {
  now: Date;
  /** The last validation the server answered. */
  lastValidatedAt: Date;
  /** The last attempt, answered or not. */
  lastAttemptAt?: Date;
  /** The stored file's `iat` and `exp`, when it passes the offline check. */
  file?: { issuedAt: Date; expiresAt: Date };
}

export function isRefreshDue(state: RefreshState, policy: RefreshPolicy = DEFAULT_REFRESH_POLICY): boolean {
  const now = state.now.getTime();
  const lastAttempt = state.lastAttemptAt?.getTime() ?? 0;
  const lastFailedAttempt = lastAttempt > state.lastValidatedAt.getTime() ? lastAttempt : undefined;
  if (lastFailedAttempt !== undefined && now - lastFailedAttempt < policy.retryAfterFailureMs) return false;
  // A file that no longer passes the check is renewed at once (the server may have rotated keys).
  if (!state.file) return true;
  return (
    now - state.lastValidatedAt.getTime() >= policy.validateEveryMs ||
    now - state.file.issuedAt.getTime() >= policy.renewFilesOlderThanMs ||
    state.file.expiresAt.getTime() - now <= policy.renewBeforeExpiryMs
  );
}
