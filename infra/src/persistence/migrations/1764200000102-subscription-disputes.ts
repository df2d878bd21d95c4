import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';

/*
 * Buyers' disputes of subscription payments (PayPal's CUSTOMER.DISPUTE.*), recorded for the
 * operator. Each belongs to a subscription, which is never deleted (RESTRICT).
 */
function table(): Table {
  return new Table({
    name: 'subscription_disputes',
    columns: [
      { name: 'dispute_id', type: 'varchar', length: '64', isPrimary: true },
      { name: 'subscription_id', type: 'varchar', length: '36' },
      { name: 'sale_id', type: 'varchar', length: '64' },
      { name: 'status', type: 'varchar', length: '64' },
      { name: 'reason', type: 'varchar', length: '64', isNullable: true },
      { name: 'outcome', type: 'varchar', length: '64', isNullable: true },
      { name: 'amount_value', type: 'varchar', length: '32', isNullable: true },
      { name: 'amount_currency', type: 'varchar', length: '3', isNullable: true },
      { name: 'opened_at', type: 'datetime', precision: 3 },
      { name: 'updated_at', type: 'datetime', precision: 3 },
    ],
    indices: [{ name: 'IDX_subscription_disputes_subscription_id', columnNames: ['subscription_id'] }],
    foreignKeys: [
      {
        name: 'FK_subscription_disputes_subscription_id',
        columnNames: ['subscription_id'],
        referencedTableName: 'subscriptions',
        referencedColumnNames: ['id'],
        onDelete: 'RESTRICT',
      },
    ],
  });
}

export class SubscriptionDisputes1764200000102 implements MigrationInterface {
  name = 'SubscriptionDisputes1764200000102';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(table());
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable(table().name);
  }
}
