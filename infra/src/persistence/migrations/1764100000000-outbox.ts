import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The transactional outbox: each job is written here in the same transaction as the change
 * that causes it, and a relay moves committed rows to the job queue (Redis or in-process).
 */
function outboxTable(): Table {
  return new Table({
    name: 'outbox',
    columns: [
      { name: 'id', type: 'varchar', length: '36', isPrimary: true },
      { name: 'job_name', type: 'varchar', length: '64' },
      { name: 'payload', type: 'text' },
      { name: 'job_id', type: 'varchar', length: '255' },
      { name: 'created_at', type: 'datetime', precision: 3 },
      { name: 'attempts', type: 'int' },
      { name: 'last_error', type: 'varchar', length: '500', isNullable: true },
      { name: 'lease_token', type: 'varchar', length: '36', isNullable: true },
      { name: 'lease_until', type: 'datetime', precision: 3, isNullable: true },
      { name: 'relayed_at', type: 'datetime', precision: 3, isNullable: true },
    ],
    indices: [
      // The relay's question, "what is still waiting, oldest first", and the prune's.
      { name: 'IDX_outbox_relayed_at_created_at', columnNames: ['relayed_at', 'created_at'] },
    ],
  });
}

export class Outbox1764100000000 implements MigrationInterface {
  name = 'Outbox1764100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(outboxTable());
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('outbox');
  }
}
