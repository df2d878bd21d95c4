import type { AuditEntry, AuditValue } from '@pointforge/domain';
import { AUDIT_COLUMN_LENGTHS, type AuditEntryRow } from './audit-entry.orm-entity';

export function toAuditEntry(row: AuditEntryRow): AuditEntry {
  return {
    id: row.id,
    at: row.at,
    actor: { userId: row.actor_user_id, email: row.actor_email, ip: row.ip, requestId: row.request_id },
    action: row.action,
    target: { type: row.target_type, id: row.target_id },
    before: parseJson(row.before_json),
    after: parseJson(row.after_json),
  };
}

/** The stored form; a value longer than its column is cut, since an audit entry must never fail to be written. */
export function toAuditEntryRow(entry: AuditEntry): AuditEntryRow {
  return {
    id: entry.id,
    at: entry.at,
    actor_user_id: entry.actor.userId,
    actor_email: entry.actor.email,
    action: entry.action.slice(0, AUDIT_COLUMN_LENGTHS.action),
    target_type: entry.target.type.slice(0, AUDIT_COLUMN_LENGTHS.targetType),
    target_id: entry.target.id?.slice(0, AUDIT_COLUMN_LENGTHS.targetId) ?? null,
    ip: entry.actor.ip?.slice(0, AUDIT_COLUMN_LENGTHS.ip) ?? null,
    before_json: entry.before === null ? null : JSON.stringify(entry.before),
    after_json: entry.after === null ? null : JSON.stringify(entry.after),
    request_id: entry.actor.requestId?.slice(0, AUDIT_COLUMN_LENGTHS.requestId) ?? null,
  };
}

function parseJson(text: string | null): AuditValue | null {
  return text === null ? null : (JSON.parse(text) as AuditValue);
}
