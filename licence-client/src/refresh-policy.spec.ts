import { DEFAULT_REFRESH_POLICY, isRefreshDue, type RefreshState } from './refresh-policy';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const now = new Date('2026-11-25T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const fromNow = (ms: number) => new Date(now.getTime() + ms);

describe('when the app renews its licence file (default policy)', () => {
  const freshFile = { issuedAt: ago(2 * HOUR), expiresAt: fromNow(14 * DAY - 2 * HOUR) };
  const state = (overrides: Partial<RefreshState>): RefreshState => ({ now, lastValidatedAt: ago(2 * HOUR), file: freshFile, ...overrides });

  it('not while the last validation is less than a day old and the file is fresh', () => {
    expect(isRefreshDue(state({}))).toBe(false);
  });

  it('once a day', () => {
    expect(isRefreshDue(state({ lastValidatedAt: ago(DAY) }))).toBe(true);
  });

  it('when the file is a week old or three days from its expiry, whatever the last validation', () => {
    expect(isRefreshDue(state({ file: { issuedAt: ago(7 * DAY), expiresAt: fromNow(7 * DAY) } }))).toBe(true);
    expect(isRefreshDue(state({ file: { issuedAt: ago(HOUR), expiresAt: fromNow(3 * DAY) } }))).toBe(true);
  });

  it('at once when the stored file no longer passes the offline check', () => {
    expect(isRefreshDue(state({ file: undefined }))).toBe(true);
  });

  it('not again within an hour of a failed attempt, then again', () => {
    const due = { lastValidatedAt: ago(2 * DAY), file: undefined };

    expect(isRefreshDue(state({ ...due, lastAttemptAt: ago(10 * 60_000) }))).toBe(false);
    expect(isRefreshDue(state({ ...due, lastAttemptAt: ago(DEFAULT_REFRESH_POLICY.retryAfterFailureMs) }))).toBe(true);
  });
});
