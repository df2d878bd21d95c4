import type { EntitySchemaColumnOptions } from 'typeorm';

/**
 * Column shapes shared by the ORM entity schemas, so every table stores ids, instants and
 * flags alike. The tables themselves (indexes, foreign keys) are defined by the migrations;
 * these schemas only map columns.
 */

/** Entity ids are UUID strings. */
const UUID_LENGTH = 36;

export function primaryKeyColumn(length = UUID_LENGTH): EntitySchemaColumnOptions {
  return { type: 'varchar', length, primary: true };
}

export function stringColumn(length: number, nullable = false): EntitySchemaColumnOptions {
  return { type: 'varchar', length, nullable };
}

/** A reference to another row's id. */
export function referenceColumn(nullable = false): EntitySchemaColumnOptions {
  return stringColumn(UUID_LENGTH, nullable);
}

/** Millisecond precision, so a Date round-trips exactly on MySQL (datetime(3)) and SQLite. */
export function instantColumn(nullable = false): EntitySchemaColumnOptions {
  return { type: 'datetime', precision: 3, nullable };
}

/** Unbounded text (JSON documents); TEXT on both engines. */
export function textColumn(nullable = false): EntitySchemaColumnOptions {
  return { type: 'text', nullable };
}

export function flagColumn(): EntitySchemaColumnOptions {
  return { type: 'boolean' };
}

export function integerColumn(nullable = false): EntitySchemaColumnOptions {
  return { type: 'int', nullable };
}

/**
 * A code of exactly `length` characters (ISO country codes), CHAR in the migrations. TypeORM
 * knows `char` on MySQL only and `nchar` on both engines, and this schema only maps the
 * column (nothing is created from it), so it says `nchar`.
 */
export function fixedCharColumn(length: number): EntitySchemaColumnOptions {
  return { type: 'nchar', length };
}
