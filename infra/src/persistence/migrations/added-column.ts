import type { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';

/** The up and down of a migration that only adds one column to one table. */
export function addedColumn(table: string, column: TableColumn): Pick<MigrationInterface, 'up' | 'down'> {
  return {
    async up(queryRunner: QueryRunner): Promise<void> {
      await queryRunner.addColumn(table, column);
    },
    async down(queryRunner: QueryRunner): Promise<void> {
      await queryRunner.dropColumn(table, column.name);
    },
  };
}
