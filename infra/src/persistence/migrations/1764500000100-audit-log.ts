import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';

/*
 * What operators did, for the operator console's audit view. Append-only for the
 * application (its port has no update or delete). No foreign keys: an entry outlives the
 * admin who wrote it and the row it names, so the actor's email is copied in. Indexed for
 * the view's filters (actor, target) and its order (newest first).
 */
function table(): Table {
  return new Table({
    name: 'audit_log',
    columns: [
      { name: 'id', type: 'varchar', length: '36', isPrimary: true },
      { name: 'at', type: 'datetime', precision: 3 },
      { name: 'actor_user_id', type: 'varchar', length: '36', isNullable: true },
      { name: 'actor_email', type: 'varchar', length: '254' },
      { name: 'action', type: 'varchar', length: '64' },
      { name: 'target_type', type: 'varchar', length: '64' },
      { name: 'target_id', type: 'varchar', length: '255', isNullable: true },
      { name: 'ip', type: 'varchar', length: '45', isNullable: true },
      { name: 'before_json', type: 'text', isNullable: true },
      { name: 'after_json', type: 'text', isNullable: true },
      { name: 'request_id', type: 'varchar', length: '128', isNullable: true },
    ],
    indices: [
      { name: 'IDX_audit_log_at', columnNames: ['at'] },
      { name: 'IDX_audit_log_actor_user_id', columnNames: ['actor_user_id'] },
      { name: 'IDX_audit_log_actor_email', columnNames: ['actor_email'] },
      { name: 'IDX_audit_log_target_id', columnNames: ['target_id'] },
    ],
  });
}

export class AuditLog1764500000100 implements MigrationInterface {
  name = 'AuditLog1764500000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(table());
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable(table().name);
  }
}
