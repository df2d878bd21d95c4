import type { TableColumnOptions, TableForeignKeyOptions } from 'typeorm';

/*
 * Column and foreign-key shapes the migrations share. A migration is a snapshot of the
 * schema at one moment, so these never read today's entity schemas or constants, and a
 * shape here never changes once a migration uses it: a new shape gets a new function.
 * Every type here exists on MySQL/MariaDB and SQLite alike; instants are datetime(3) so
 * milliseconds survive.
 */
const UUID = '36';

export function primaryKey(name: string, length = UUID): TableColumnOptions {
  return { name, type: 'varchar', length, isPrimary: true };
}

export function varchar(name: string, length: number | string, isNullable = false): TableColumnOptions {
  return { name, type: 'varchar', length: String(length), isNullable };
}

export function reference(name: string, isNullable = false): TableColumnOptions {
  return varchar(name, UUID, isNullable);
}

export function instant(name: string, isNullable = false): TableColumnOptions {
  return { name, type: 'datetime', precision: 3, isNullable };
}

export function flag(name: string): TableColumnOptions {
  return { name, type: 'boolean' };
}

export function integer(name: string, isNullable = false): TableColumnOptions {
  return { name, type: 'int', isNullable };
}

export function text(name: string, isNullable = false): TableColumnOptions {
  return { name, type: 'text', isNullable };
}

/** `FK_<table>_<column>`: `column` references the `id` of `referencedTable`. */
export function foreignKey(table: string, column: string, referencedTable: string, onDelete: 'CASCADE' | 'SET NULL' | 'RESTRICT'): TableForeignKeyOptions {
  return {
    name: `FK_${table}_${column}`,
    columnNames: [column],
    referencedTableName: referencedTable,
    referencedColumnNames: ['id'],
    onDelete,
  };
}

export function ownedByUser(table: string, onDelete: 'CASCADE' | 'SET NULL'): TableForeignKeyOptions {
  return foreignKey(table, 'user_id', 'users', onDelete);
}

/**
 * A code of exactly `length` characters (ISO country codes): CHAR on MySQL/MariaDB, and on
 * SQLite its spelling CHARACTER, the one TypeORM reads the length of back.
 */
export function fixedChar(name: string, length: number, onMysql: boolean): TableColumnOptions {
  return { name, type: onMysql ? 'char' : 'character', length: String(length), isNullable: false };
}
