import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';

/*
 * Customers are shown the end of the period they paid for, never the grace period behind it:
 * `licenses.paid_through` keeps that date apart from `expiry_date` (the end of access), and
 * `subscriptions.end_date` becomes the same paid-through date. `subscriptions.overdue_access_until`
 * is set while PayPal fails to collect a payment: when access ends unless it is paid.
 *
 * Existing rows: a live subscription's next billing date is exactly its paid-through date, so
 * both are filled from it. A cancelled subscription has none; its licence keeps a null
 * paid-through date (the dashboard then shows the expiry, as before) and its end date stays.
 */
const PAID_THROUGH = new TableColumn({ name: 'paid_through', type: 'datetime', precision: 3, isNullable: true });
const OVERDUE_ACCESS_UNTIL = new TableColumn({ name: 'overdue_access_until', type: 'datetime', precision: 3, isNullable: true });

export class PaidThroughAndOverdue1764700000000 implements MigrationInterface {
  name = 'PaidThroughAndOverdue1764700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('licenses', PAID_THROUGH);
    await queryRunner.addColumn('subscriptions', OVERDUE_ACCESS_UNTIL);
    await queryRunner.query(
      `UPDATE licenses SET paid_through = (SELECT s.next_billing_date FROM subscriptions s WHERE s.id = licenses.subscription_id) WHERE subscription_id IS NOT NULL`,
    );
    await queryRunner.query(`UPDATE subscriptions SET end_date = next_billing_date WHERE next_billing_date IS NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('subscriptions', OVERDUE_ACCESS_UNTIL.name);
    await queryRunner.dropColumn('licenses', PAID_THROUGH.name);
  }
}
