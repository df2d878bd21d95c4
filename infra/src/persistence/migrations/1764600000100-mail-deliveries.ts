import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';

/*
 * The last outcome of each email's delivery (by its idempotency key), so the operator
 * console can answer "why did their email not arrive": sent, or failed with the transport's
 * error. `sent_mail` stays the retry guard; this table only reports. No foreign key: the
 * recipient is an address, and the record outlives a deleted account like the mail did.
 */
function table(): Table {
  return new Table({
    name: 'mail_deliveries',
    columns: [
      { name: 'idempotency_key', type: 'varchar', length: '255', isPrimary: true },
      { name: 'recipient', type: 'varchar', length: '254' },
      { name: 'template', type: 'varchar', length: '64' },
      { name: 'status', type: 'varchar', length: '16' },
      { name: 'attempts', type: 'int' },
      { name: 'last_error', type: 'varchar', length: '500', isNullable: true },
      { name: 'updated_at', type: 'datetime', precision: 3 },
    ],
    indices: [{ name: 'IDX_mail_deliveries_recipient_updated_at', columnNames: ['recipient', 'updated_at'] }],
  });
}

export class MailDeliveries1764600000100 implements MigrationInterface {
  name = 'MailDeliveries1764600000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(table());
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable(table().name);
  }
}
