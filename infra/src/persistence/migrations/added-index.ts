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

/**
 * The up and down of a migration that replaces one index of a table with another that covers
 * it: created first, so the table is never without one.
 */
export function replacedIndex(table: string, replaced: TableIndex, replacement: TableIndex): Pick<MigrationInterface, 'up' | 'down'> {
  return {
    async up(queryRunner: QueryRunner): Promise<void> {
      await queryRunner.createIndex(table, replacement);
      await queryRunner.dropIndex(table, replaced);
    },
    async down(queryRunner: QueryRunner): Promise<void> {
      await queryRunner.createIndex(table, replaced);
      await queryRunner.dropIndex(table, replacement);
    },
  };
}
