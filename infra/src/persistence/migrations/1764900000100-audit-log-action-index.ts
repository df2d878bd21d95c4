import { TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/* The audit view filters by action and lists newest first: one index serves both, the time range within an action too. */
const ACTION_AT_INDEX = new TableIndex({ name: 'IDX_audit_log_action_at', columnNames: ['action', 'at'] });

export class AuditLogActionIndex1764900000100 implements MigrationInterface {
  name = 'AuditLogActionIndex1764900000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createIndex('audit_log', ACTION_AT_INDEX);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('audit_log', ACTION_AT_INDEX);
  }
}
