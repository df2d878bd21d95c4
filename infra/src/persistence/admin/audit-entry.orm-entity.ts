import { EMAIL_MAX_LENGTH } from '@pointforge/domain';
import { EntitySchema } from 'typeorm';
import { instantColumn, primaryKeyColumn, referenceColumn, stringColumn, textColumn } from '../orm-columns';

export interface AuditEntryRow {
  id: string;
  at: Date;
  actor_user_id: string | null;
  actor_email: string;
  action: string;
  target_type: string;
  target_id: string | null;
  ip: string | null;
  before_json: string | null;
  after_json: string | null;
  request_id: string | null;
}

/** Longest of each column, as the migration writes them; longer values are cut to fit. */
export const AUDIT_COLUMN_LENGTHS = { action: 64, targetType: 64, targetId: 255, ip: 45, requestId: 128 } as const;

export const AuditEntryOrmEntity = new EntitySchema<AuditEntryRow>({
  name: 'audit_log',
  tableName: 'audit_log',
  columns: {
    id: primaryKeyColumn(),
    at: instantColumn(),
    actor_user_id: referenceColumn(true),
    actor_email: stringColumn(EMAIL_MAX_LENGTH),
    action: stringColumn(AUDIT_COLUMN_LENGTHS.action),
    target_type: stringColumn(AUDIT_COLUMN_LENGTHS.targetType),
    target_id: stringColumn(AUDIT_COLUMN_LENGTHS.targetId, true),
    ip: stringColumn(AUDIT_COLUMN_LENGTHS.ip, true),
    before_json: textColumn(true),
    after_json: textColumn(true),
    request_id: stringColumn(AUDIT_COLUMN_LENGTHS.requestId, true),
  },
});
