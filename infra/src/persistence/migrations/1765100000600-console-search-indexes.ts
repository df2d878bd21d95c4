import { TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/*
 * The console's searches and lists answered from indexes at a million rows (docs/console.md):
 * - FULLTEXT indexes (MySQL/MariaDB only) over exactly the columns each search box looks in,
 *   for its word-prefix match (`MATCH … AGAINST ('+smi*' IN BOOLEAN MODE)`). They are built
 *   without the stopword list, so "com" in an email or "The" in a company is a word like any
 *   other. SQLite, the embedded default with small data, matches the same words by a function.
 * - one index per list order (newest first, then the tie-break column), and per filter that
 *   comes before it, so a page is read in order from the index, never sorted.
 */
const FULLTEXT: Array<{ table: string; name: string; columns: string[] }> = [
  { table: 'users', name: 'FT_users_search', columns: ['email', 'first_name', 'last_name', 'company'] },
  { table: 'demo_requests', name: 'FT_demo_requests_search', columns: ['full_name', 'email', 'company'] },
  { table: 'contact_messages', name: 'FT_contact_messages_search', columns: ['name', 'email'] },
  { table: 'billing_documents', name: 'FT_billing_documents_search', columns: ['number', 'recipient_name', 'recipient_email', 'recipient_vat_number'] },
];

type IndexShape = { name: string; columnNames: string[] };

/** `replaces`: an index on a prefix of the new one's columns, which the new one serves too. */
const ORDERED: Array<{ table: string; index: IndexShape; replaces?: IndexShape }> = [
  { table: 'users', index: { name: 'IDX_users_created_at_id', columnNames: ['created_at', 'id'] } },
  { table: 'demo_requests', index: { name: 'IDX_demo_requests_created_at_id', columnNames: ['created_at', 'id'] } },
  { table: 'demo_requests', index: { name: 'IDX_demo_requests_status_created_at_id', columnNames: ['status', 'created_at', 'id'] } },
  { table: 'contact_messages', index: { name: 'IDX_contact_messages_created_at_id', columnNames: ['created_at', 'id'] } },
  { table: 'contact_messages', index: { name: 'IDX_contact_messages_status_created_at_id', columnNames: ['status', 'created_at', 'id'] } },
  {
    table: 'billing_documents',
    index: { name: 'IDX_billing_documents_issued_number', columnNames: ['issued_at', 'number'] },
    replaces: { name: 'IDX_billing_documents_issued', columnNames: ['issued_at'] },
  },
  {
    // The audit view of one customer: its entries newest first, read in order.
    table: 'audit_log',
    index: { name: 'IDX_audit_log_target_at_id', columnNames: ['target_id', 'at', 'id'] },
    replaces: { name: 'IDX_audit_log_target_id', columnNames: ['target_id'] },
  },
];

export class ConsoleSearchIndexes1765100000600 implements MigrationInterface {
  name = 'ConsoleSearchIndexes1765100000600';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const { table, index, replaces } of ORDERED) {
      await queryRunner.createIndex(table, new TableIndex(index));
      if (replaces) await queryRunner.dropIndex(table, replaces.name);
    }
    if (queryRunner.connection.options.type !== 'mysql') return;
    // Read when an index is created and kept with it; the connection goes back to the server's setting after.
    await queryRunner.query('SET SESSION innodb_ft_enable_stopword = OFF');
    try {
      for (const { table, name, columns } of FULLTEXT) {
        await queryRunner.query(`CREATE FULLTEXT INDEX \`${name}\` ON \`${table}\` (${columns.map((column) => `\`${column}\``).join(', ')})`);
      }
    } finally {
      await queryRunner.query('SET SESSION innodb_ft_enable_stopword = DEFAULT');
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    if (queryRunner.connection.options.type === 'mysql') {
      for (const { table, name } of [...FULLTEXT].reverse()) await queryRunner.query(`DROP INDEX \`${name}\` ON \`${table}\``);
    }
    for (const { table, index, replaces } of [...ORDERED].reverse()) {
      if (replaces) await queryRunner.createIndex(table, new TableIndex(replaces));
      await queryRunner.dropIndex(table, index.name);
    }
  }
}
