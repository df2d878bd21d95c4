import { RELEASE_LOG_ACTIONS } from '../licensing/releases/release-log.port';
import { TEAM_CHANGE_ACTIONS } from '../licensing/team-change-log.port';

/** A JSON value as stored in an audit entry's before and after. */
export type AuditValue = string | number | boolean | null | AuditValue[] | { [key: string]: AuditValue };

/** Who did something, from where, in which request. */
export interface AuditActor {
  /** Null for the server's command line, which signs in as no one. */
  userId: string | null;
  /** Copied, so the entry still names the actor after their account is gone. */
  email: string;
  ip: string | null;
  requestId: string | null;
}

/**
 * One line of the audit log: an operator's action on one target, with the values before and
 * after. Append-only: nothing in the application changes or removes an entry.
 */
export interface AuditEntry {
  id: string;
  at: Date;
  actor: AuditActor;
  /** What was done, `<target>.<verb>`: `demo_request.status_changed`, `user.role_changed`, `admin.view`. */
  action: string;
  target: { type: string; id: string | null };
  before: AuditValue | null;
  after: AuditValue | null;
}

/** The action of a read in the console: kept out of the audit view's list of changes unless asked for. */
export const ADMIN_VIEW_ACTION = 'admin.view';

/**
 * Every action the application writes to the log, `<target>.<verb>`: the audit view filters
 * by them and the console gives each a label, so a new action is added here first.
 */
export const AUDIT_ACTIONS = [
  ADMIN_VIEW_ACTION,
  'demo_request.status_changed',
  'contact_message.status_changed',
  'demo_request.note_added',
  'contact_message.note_added',
  'user.role_changed',
  'user.verification_resent',
  'user.sessions_ended',
  'user.two_factor_reset',
  'license.device_released',
  'license.expiry_extended',
  'license.suspended',
  'license.reinstated',
  'license.key_rotated',
  ...TEAM_CHANGE_ACTIONS,
  'subscription.synced',
  'subscription.payment_refunded',
  ...RELEASE_LOG_ACTIONS,
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The command line's actor in the log (`make admin`). */
export const COMMAND_LINE_ACTOR: AuditActor = { userId: null, email: 'command line', ip: null, requestId: null };
