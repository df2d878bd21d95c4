import { QueryFailedError } from 'typeorm';

/** How MySQL/MariaDB (mysql2) and SQLite (better-sqlite3) report a broken unique index or primary key. */
const UNIQUE_VIOLATION_CODES: ReadonlySet<string> = new Set(['ER_DUP_ENTRY', 'SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY']);

/**
 * True when a write failed because a unique index already holds the value. Repositories
 * turn this into their own answer (a conflict, "already recorded", the existing row)
 * instead of checking first, which would race.
 */
export function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const code: unknown = (error.driverError as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' && UNIQUE_VIOLATION_CODES.has(code);
}
