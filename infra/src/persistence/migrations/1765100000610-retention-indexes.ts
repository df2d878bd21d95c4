import { TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/*
 * The daily retention purge (docs/operations.md, Retention) finds each table's oldest rows by
 * its time column, a range read in the index's order: these tables had no index leading with it.
 * (audit_log.at and offline_activation_requests.expires_at already have one.)
 */
const TIME_INDEXES: Array<{ table: string; name: string; column: string }> = [
  { table: 'sent_mail', name: 'IDX_sent_mail_sent_at', column: 'sent_at' },
  { table: 'mail_deliveries', name: 'IDX_mail_deliveries_updated_at', column: 'updated_at' },
  { table: 'sessions', name: 'IDX_sessions_expires_at', column: 'expires_at' },
  { table: 'auth_tokens', name: 'IDX_auth_tokens_expires_at', column: 'expires_at' },
];

export class RetentionIndexes1765100000610 implements MigrationInterface {
  name = 'RetentionIndexes1765100000610';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const { table, name, column } of TIME_INDEXES) await queryRunner.createIndex(table, new TableIndex({ name, columnNames: [column] }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const { table, name } of [...TIME_INDEXES].reverse()) await queryRunner.dropIndex(table, name);
  }
}
