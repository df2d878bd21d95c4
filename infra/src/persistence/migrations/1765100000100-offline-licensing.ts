import { Table, TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { instant, primaryKey, reference, varchar } from './table-shapes';

/*
 * Offline use by plan and air-gapped activation (issue #30):
 * - `licenses.billing_type`: a licence's files run offline by its term (annual 90 days,
 *   monthly 30); licensing keeps its own copy of the subscription's billing type. Backfilled
 *   from the subscription; null for trials and for licences no subscription pays for.
 * - `machines.offline_until`: when the device's last licence file expires, shown per device;
 *   `machines.deactivation_code_hash`: SHA-256 of that file's offline deactivation code.
 *   Both null until the device's next file.
 * - `offline_activation_requests`: each used request file by the hash of its nonce (the
 *   primary key makes it single-use); `expires_at` tells when a row is no longer needed.
 */
/** Built afresh per call: TypeORM's query runners annotate the Table objects they are given. */
function offlineActivationRequests(): Table {
  return new Table({
    name: 'offline_activation_requests',
    columns: [primaryKey('nonce_hash', '64'), reference('license_id'), reference('machine_id'), instant('used_at'), instant('expires_at')],
    indices: [{ name: 'IDX_offline_activation_requests_expires_at', columnNames: ['expires_at'] }],
  });
}

export class OfflineLicensing1765100000100 implements MigrationInterface {
  name = 'OfflineLicensing1765100000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('licenses', new TableColumn(varchar('billing_type', 10, true)));
    await queryRunner.query(
      'UPDATE licenses SET billing_type = (SELECT subscriptions.billing_type FROM subscriptions WHERE subscriptions.id = licenses.subscription_id) WHERE subscription_id IS NOT NULL',
    );
    await queryRunner.addColumns('machines', [new TableColumn(instant('offline_until', true)), new TableColumn(varchar('deactivation_code_hash', 64, true))]);
    await queryRunner.createTable(offlineActivationRequests());
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('offline_activation_requests');
    await queryRunner.dropColumn('machines', 'deactivation_code_hash');
    await queryRunner.dropColumn('machines', 'offline_until');
    await queryRunner.dropColumn('licenses', 'billing_type');
  }
}
