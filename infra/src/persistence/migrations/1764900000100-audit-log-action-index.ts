import { TableIndex, type MigrationInterface } from 'typeorm';
import { addedIndex } from './added-index';

/* The audit view filters by action and lists newest first: one index serves both, the time range within an action too. */
const ACTION_AT_INDEX = addedIndex('audit_log', new TableIndex({ name: 'IDX_audit_log_action_at', columnNames: ['action', 'at'] }));

export class AuditLogActionIndex1764900000100 implements MigrationInterface {
  name = 'AuditLogActionIndex1764900000100';
  up = ACTION_AT_INDEX.up;
  down = ACTION_AT_INDEX.down;
}
