import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';

/*
 * The latest PayPal payment a licence period was granted for: a licence is issued or
 * extended only when PayPal reports a newer one. Nullable: rows from before hold none, and
 * their next payment counts as new.
 */
const LAST_PAYMENT_AT = new TableColumn({ name: 'last_payment_at', type: 'datetime', precision: 3, isNullable: true });

export class SubscriptionLastPayment1764200000100 implements MigrationInterface {
  name = 'SubscriptionLastPayment1764200000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('subscriptions', LAST_PAYMENT_AT);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('subscriptions', LAST_PAYMENT_AT.name);
  }
}
