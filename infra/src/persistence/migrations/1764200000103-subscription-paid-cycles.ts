import { TableColumn, type MigrationInterface } from 'typeorm';
import { addedColumn } from './added-column';

/*
 * The paid cycles PayPal had completed (`billing_info.cycle_executions[].cycles_completed`)
 * when the subscription was last read: a higher count is evidence of a new payment.
 * Nullable: rows from before hold none, and their next read only records PayPal's count.
 */
const PAID_CYCLES = addedColumn('subscriptions', new TableColumn({ name: 'paid_cycles', type: 'int', isNullable: true }));

export class SubscriptionPaidCycles1764200000103 implements MigrationInterface {
  name = 'SubscriptionPaidCycles1764200000103';
  up = PAID_CYCLES.up;
  down = PAID_CYCLES.down;
}
