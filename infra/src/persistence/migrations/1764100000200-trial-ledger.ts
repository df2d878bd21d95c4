import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The trial ledger: one row per address that had a trial, keyed by a keyed hash of the
 * normalised address (64 hex characters), kept after the account is deleted. Accounts that
 * took a trial before this migration get their row when they are deleted (the keys need the
 * server's secret, which migrations do not have).
 */
export class TrialLedger1764100000200 implements MigrationInterface {
  name = 'TrialLedger1764100000200';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'trial_ledger',
        columns: [
          { name: 'address_key', type: 'varchar', length: '64', isPrimary: true },
          { name: 'created_at', type: 'datetime', precision: 3 },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('trial_ledger');
  }
}
