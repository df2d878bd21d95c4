import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { flag, varchar } from './table-shapes';

/*
 * Offline deactivation by key agreement, and Release of air-gapped computers (issue #30 review):
 * - `machines.deactivation_key`: the device's X25519 public key (base64url, 43 characters)
 *   its files' deactivation codes are agreed with; null for a device that sent none.
 * - `machines.file_issued_offline`: whether the latest file answered an uploaded request;
 *   such a device is freed by its code, not by Release, while that file runs. False for
 *   every existing row: their files were issued before this rule.
 */
const COLUMNS = (): TableColumn[] => [new TableColumn(varchar('deactivation_key', 43, true)), new TableColumn({ ...flag('file_issued_offline'), default: 0 })];

export class OfflineDeviceKeys1765100000200 implements MigrationInterface {
  name = 'OfflineDeviceKeys1765100000200';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('machines', COLUMNS());
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('machines', 'file_issued_offline');
    await queryRunner.dropColumn('machines', 'deactivation_key');
  }
}
