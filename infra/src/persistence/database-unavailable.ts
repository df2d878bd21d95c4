/**
 * Error codes meaning the database could not be reached or dropped the connection (a
 * restart, a failover, a killed connection, a full pool), as opposed to a bad query: the
 * same request is expected to work again in a moment. mysql2 reports them as `code`, on the
 * error itself (connecting) or on TypeORM's QueryFailedError as `driverError` (querying).
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'ER_CON_COUNT_ERROR',
  'ER_SERVER_SHUTDOWN',
  'ER_CONNECTION_KILLED',
  'ER_QUERY_INTERRUPTED',
  'ER_LOCK_WAIT_TIMEOUT',
  'ER_LOCK_DEADLOCK',
  'POOL_CLOSED',
  'SQLITE_BUSY',
  'SQLITE_LOCKED',
  'SQLITE_IOERR',
]);

/** Whether `error` says the database is (for now) out of reach, so the caller should retry later. */
export function isDatabaseUnavailableError(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 3; depth += 1) {
    const { code, fatal, driverError } = current as { code?: unknown; fatal?: unknown; driverError?: unknown };
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    // mysql2 marks every error that ended the connection as fatal, whatever its code.
    if (fatal === true) return true;
    current = driverError;
  }
  return false;
}
