import type { MigrationInterface, QueryRunner, TableIndex } from 'typeorm';

/** The up and down of a migration that only adds one index to one table. */
export function addedIndex(table: string, index: TableIndex): Pick<MigrationInterface, 'up' | 'down'> {
  return {
    async up(queryRunner: QueryRunner): Promise<void> {
      await queryRunner.createIndex(table, index);
    },
    async down(queryRunner: QueryRunner): Promise<void> {
      await queryRunner.dropIndex(table, index);
    },
  };
}
