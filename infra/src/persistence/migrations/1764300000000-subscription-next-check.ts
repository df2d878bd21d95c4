import { TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/*
 * When reconciliation reads a subscription from PayPal next. Null (every row from before)
 * means at its next run. Indexed: a run reads the due rows only, not every live one.
 */
const NEXT_CHECK_AT = new TableColumn({ name: 'next_check_at', type: 'datetime', precision: 3, isNullable: true });
const NEXT_CHECK_AT_INDEX = new TableIndex({ name: 'IDX_subscriptions_next_check_at', columnNames: ['next_check_at'] });

export class SubscriptionNextCheck1764300000000 implements MigrationInterface {
  name = 'SubscriptionNextCheck1764300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('subscriptions', NEXT_CHECK_AT);
    await queryRunner.createIndex('subscriptions', NEXT_CHECK_AT_INDEX);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('subscriptions', NEXT_CHECK_AT_INDEX);
    await queryRunner.dropColumn('subscriptions', NEXT_CHECK_AT.name);
  }
}
