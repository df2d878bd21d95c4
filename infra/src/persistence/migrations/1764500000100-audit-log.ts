import { Table, type MigrationInterface } from 'typeorm';
import { createdTables } from './created-tables';
import { instant, primaryKey, reference, text, varchar } from './table-shapes';

/*
 * What operators did, for the operator console's audit view. Append-only for the
 * application (its port has no update or delete). No foreign keys: an entry outlives the
 * admin who wrote it and the row it names, so the actor's email is copied in. Indexed for
 * the view's filters (actor, target) and its order (newest first).
 */
const AUDIT_LOG = createdTables(() => [
  new Table({
    name: 'audit_log',
    columns: [
      primaryKey('id'),
      instant('at'),
      reference('actor_user_id', true),
      varchar('actor_email', 254),
      varchar('action', 64),
      varchar('target_type', 64),
      varchar('target_id', 255, true),
      varchar('ip', 45, true),
      text('before_json', true),
      text('after_json', true),
      varchar('request_id', 128, true),
    ],
    indices: [
      { name: 'IDX_audit_log_at', columnNames: ['at'] },
      { name: 'IDX_audit_log_actor_user_id', columnNames: ['actor_user_id'] },
      { name: 'IDX_audit_log_actor_email', columnNames: ['actor_email'] },
      { name: 'IDX_audit_log_target_id', columnNames: ['target_id'] },
    ],
  }),
]);

export class AuditLog1764500000100 implements MigrationInterface {
  name = 'AuditLog1764500000100';
  up = AUDIT_LOG.up;
  down = AUDIT_LOG.down;
}
