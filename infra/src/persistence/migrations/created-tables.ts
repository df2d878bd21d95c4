import type { MigrationInterface, QueryRunner, Table } from 'typeorm';

/**
 * The up and down of a migration that only creates tables: created in the order `tables`
 * gives (each after every table it references), dropped in reverse. `tables` builds them
 * afresh per call because TypeORM's query runners annotate the Table objects they are given;
 * it gets the query runner for what differs between engines.
 */
export function createdTables(tables: (queryRunner: QueryRunner) => Table[]): Pick<MigrationInterface, 'up' | 'down'> {
  return {
    async up(queryRunner: QueryRunner): Promise<void> {
      for (const table of tables(queryRunner)) {
        await queryRunner.createTable(table);
      }
    },
    async down(queryRunner: QueryRunner): Promise<void> {
      for (const table of tables(queryRunner).reverse()) {
        await queryRunner.dropTable(table.name);
      }
    },
  };
}
