import type { DataSource, DeleteResult, EntityManager, UpdateResult } from 'typeorm';

const accessByDataSource = new WeakMap<DataSource, DatabaseAccess>();

/**
 * The one way repositories reach the database.
 *
 * On MySQL every transaction gets its own pooled connection and runs at READ COMMITTED:
 * our transactions guard themselves with row locks and unique indexes, and REPEATABLE
 * READ's gap locks would let two "delete the old rows, insert a new one" transactions
 * (two users registering at once) deadlock each other.
 *
 * TypeORM's SQLite driver has a single connection: a second concurrent transaction would
 * become a savepoint inside the first, and plain statements would run inside whichever
 * transaction is open (and vanish with its rollback). So on SQLite each piece of work
 * waits for the previous one to finish.
 */
export class DatabaseAccess {
  private readonly sharesOneConnection: boolean;
  private queue: Promise<unknown> = Promise.resolve();

  private constructor(private readonly dataSource: DataSource) {
    // Only MySQL is known to pool; taking turns is merely slower anywhere else.
    this.sharesOneConnection = dataSource.options.type !== 'mysql';
  }

  /** The access of this data source; every repository built on it shares the same queue. */
  static for(dataSource: DataSource): DatabaseAccess {
    let access = accessByDataSource.get(dataSource);
    if (!access) {
      access = new DatabaseAccess(dataSource);
      accessByDataSource.set(dataSource, access);
    }
    return access;
  }

  /** Work outside a transaction: single statements, or reads. */
  run<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.inTurn(() => work(this.dataSource.manager));
  }

  /** Work that commits as a whole or not at all. */
  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.inTurn(() =>
      this.sharesOneConnection ? this.dataSource.transaction(work) : this.dataSource.transaction('READ COMMITTED', work),
    );
  }

  private inTurn<T>(work: () => Promise<T>): Promise<T> {
    if (!this.sharesOneConnection) return work();
    const result = this.queue.then(work);
    this.queue = result.catch(() => undefined);
    return result;
  }
}

/** Rows an UPDATE or DELETE changed; both drivers we use report it. */
export function affectedRows(result: UpdateResult | DeleteResult): number {
  if (result.affected === undefined || result.affected === null) {
    throw new Error('The database driver did not report how many rows changed.');
  }
  return result.affected;
}
