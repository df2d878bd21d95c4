import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';

/*
 * Two-factor sign-in: one TOTP credential per user (pending until confirmed) and its
 * recovery codes, stored as SHA-256 hashes. Both go with their user (CASCADE). Column
 * shapes are written out here, as a migration is a snapshot of the schema at one moment.
 */
function tables(): Table[] {
  return [
    new Table({
      name: 'two_factor_credentials',
      columns: [
        { name: 'user_id', type: 'varchar', length: '36', isPrimary: true },
        { name: 'secret', type: 'varchar', length: '64' },
        { name: 'enabled_at', type: 'datetime', precision: 3, isNullable: true },
        { name: 'last_used_step', type: 'int', isNullable: true },
        { name: 'created_at', type: 'datetime', precision: 3 },
      ],
      foreignKeys: [
        {
          name: 'FK_two_factor_credentials_user_id',
          columnNames: ['user_id'],
          referencedTableName: 'users',
          referencedColumnNames: ['id'],
          onDelete: 'CASCADE',
        },
      ],
    }),
    new Table({
      name: 'two_factor_recovery_codes',
      columns: [
        { name: 'user_id', type: 'varchar', length: '36', isPrimary: true },
        { name: 'code_hash', type: 'varchar', length: '64', isPrimary: true },
        { name: 'used_at', type: 'datetime', precision: 3, isNullable: true },
      ],
      foreignKeys: [
        {
          name: 'FK_two_factor_recovery_codes_user_id',
          columnNames: ['user_id'],
          referencedTableName: 'users',
          referencedColumnNames: ['id'],
          onDelete: 'CASCADE',
        },
      ],
    }),
  ];
}

export class TwoFactor1764100000100 implements MigrationInterface {
  name = 'TwoFactor1764100000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of tables()) {
      await queryRunner.createTable(table);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of tables().reverse()) {
      await queryRunner.dropTable(table.name);
    }
  }
}
