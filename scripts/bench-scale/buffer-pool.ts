import { createConnection } from 'mysql2/promise';
import { testMysqlServer } from '@pointforge/infra/testing/test-services';
import type { Cleanup } from '../bench/child-processes';

/**
 * The InnoDB buffer pool the large database is measured with: enough to hold the hot paths'
 * indexes at a million customers, as a production server sized for that data would have
 * (docs/operations.md, "Sizing the database"). MariaDB's packaged default, 128 MB, would
 * measure the disk instead: every lookup on a cold page is a read.
 */
export const BUFFER_POOL_BYTES = 2 * 2 ** 30;

/**
 * Grows the shared MariaDB's buffer pool to at least `bytes` for this run (MariaDB resizes it
 * online) and gives it back its size when the run ends; answers the size the run has.
 */
export async function holdBufferPool(cleanup: Cleanup, bytes: number): Promise<number> {
  const before = await bufferPoolBytes();
  if (before >= bytes) return before;
  const connection = await createConnection(testMysqlServer);
  try {
    // Registered first: the SET waits for the resize, and a run stopped meanwhile must still give the size back.
    cleanup.add(async () => {
      const restore = await createConnection(testMysqlServer);
      await restore.query('SET GLOBAL innodb_buffer_pool_size = ?', [before]).finally(() => restore.end());
    });
    await connection.query('SET GLOBAL innodb_buffer_pool_size = ?', [bytes]);
    return bytes;
  } finally {
    await connection.end();
  }
}

/** The shared MariaDB's InnoDB buffer pool size now, in bytes. */
export async function bufferPoolBytes(): Promise<number> {
  const connection = await createConnection(testMysqlServer);
  try {
    const [rows] = (await connection.query('SELECT @@GLOBAL.innodb_buffer_pool_size AS size')) as unknown as [Array<{ size: number | string }>];
    return Number(rows[0]?.size ?? 0);
  } finally {
    await connection.end();
  }
}
