import { DAY_MS } from '../shared/time';

/**
 * The records that would otherwise grow forever and are purged once past their window
 * (docs/operations.md, Retention). Each is matched by one indexed time column:
 * - `sent-mail`: the delivery guard of each email (a retried job never sends twice), past
 *   its window, except the payment-failed records the Revenue figures count (kept);
 * - `mail-deliveries`: the last outcome of each email, for the console;
 * - `audit`: the audit log (finance-relevant: kept seven years unless configured);
 * - `offline-activation-requests`: used request files' nonces, a day past their own validity;
 * - `sessions`, `auth-tokens`: sessions and sign-in links expired a while ago.
 */
export const RETAINED_RECORDS = ['sent-mail', 'mail-deliveries', 'audit', 'offline-activation-requests', 'sessions', 'auth-tokens'] as const;
export type RetainedRecord = (typeof RETAINED_RECORDS)[number];

/** Days each record is kept after its time; null keeps it forever. */
export type RetentionPolicy = Record<RetainedRecord, number | null>;

/** Seven years: what tax and audit rules ask of finance records. */
export const AUDIT_RETENTION_DEFAULT_DAYS = 2555;
export const MAIL_RETENTION_DEFAULT_DAYS = 90;
/**
 * Mail records are the guard against sending an email twice, and a relayed job may be retried
 * for days (or relayed again after a restore): never shorter than this.
 */
export const MAIL_RETENTION_MIN_DAYS = 30;
/** The audit log answers "who did what" in disputes and reviews: never kept less than a year. */
export const AUDIT_RETENTION_MIN_DAYS = 365;
/** Past any record's use: a longer window is a typo, not a policy. */
export const RETENTION_MAX_DAYS = 36_500;
/** What an operator writes to keep the audit log forever. */
export const RETENTION_FOREVER = 'forever';
/** Expired sessions and sign-in links stay this long, so support still sees a recent one. */
const EXPIRED_CREDENTIALS_KEPT_DAYS = 30;

/** A used offline request's nonce outlives the file's expiry by this, so no replay window opens. */
const OFFLINE_NONCE_KEPT_PAST_EXPIRY_DAYS = 1;

/** The policy from the two configurable windows (mail, audit); the rest are fixed. */
export function retentionPolicy(windows: { mailDays: number; auditDays: number | null }): RetentionPolicy {
  return {
    'sent-mail': windows.mailDays,
    'mail-deliveries': windows.mailDays,
    audit: windows.auditDays,
    // The row's time is its expiry, and a request file is refused once expired; the extra day
    // covers clock skew between the worker that purges and the API that checks the expiry.
    'offline-activation-requests': OFFLINE_NONCE_KEPT_PAST_EXPIRY_DAYS,
    sessions: EXPIRED_CREDENTIALS_KEPT_DAYS,
    'auth-tokens': EXPIRED_CREDENTIALS_KEPT_DAYS,
  };
}

/** Rows older than this are past the window of `days` at `now`. */
export function retentionCutoff(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY_MS);
}
