import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';

/*
 * Desktop activations: `machines`, one row per licence and computer fingerprint (unique),
 * deleted with their licence; and `trial_fingerprints`, the computers that ran a trial
 * (a keyed hash of the fingerprint), kept whatever happens to the account or the activation.
 */
function machinesTable(onMysql: boolean): Table {
  return new Table({
    name: 'machines',
    columns: [
      { name: 'id', type: 'varchar', length: '36', isPrimary: true },
      { name: 'license_id', type: 'varchar', length: '36' },
      // Fingerprints are ASCII and case-sensitive (base64): MySQL compares them byte for byte, as SQLite does.
      { name: 'fingerprint', type: 'varchar', length: '256', ...(onMysql ? { charset: 'ascii', collation: 'ascii_bin' } : {}) },
      { name: 'name', type: 'varchar', length: '100', isNullable: true },
      { name: 'platform', type: 'varchar', length: '10', isNullable: true },
      { name: 'app_version', type: 'varchar', length: '32', isNullable: true },
      { name: 'activated_at', type: 'datetime', precision: 3 },
      { name: 'last_seen_at', type: 'datetime', precision: 3 },
    ],
    indices: [{ name: 'UQ_machines_license_id_fingerprint', columnNames: ['license_id', 'fingerprint'], isUnique: true }],
    foreignKeys: [
      {
        name: 'FK_machines_license_id',
        columnNames: ['license_id'],
        referencedTableName: 'licenses',
        referencedColumnNames: ['id'],
        onDelete: 'CASCADE',
      },
    ],
  });
}

const TRIAL_FINGERPRINTS = new Table({
  name: 'trial_fingerprints',
  columns: [
    { name: 'fingerprint_key', type: 'varchar', length: '64', isPrimary: true },
    { name: 'license_id', type: 'varchar', length: '36' },
    { name: 'created_at', type: 'datetime', precision: 3 },
  ],
});

export class Machines1764400000000 implements MigrationInterface {
  name = 'Machines1764400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(machinesTable(queryRunner.connection.options.type === 'mysql'));
    await queryRunner.createTable(TRIAL_FINGERPRINTS);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('trial_fingerprints');
    await queryRunner.dropTable('machines');
  }
}
