import { AsyncLocalStorage } from 'node:async_hooks';
import {
  QueryFailedError,
  type DataSource,
  type DeleteResult,
  type EntityManager,
  type EntitySchema,
  type FindOptionsWhere,
  type ObjectLiteral,
  type UpdateResult,
} from 'typeorm';
import type { MysqlDriver } from 'typeorm/driver/mysql/MysqlDriver';
import { PlainSql } from './plain-sql';

/** mysql2's pool, as TypeORM's MySQL driver holds it (callback API). */
interface Mysql2Pool {
  query(sql: string, values: unknown[], callback: (error: Error | null, result: unknown) => void): void;
}

const accessByDataSource = new WeakMap<DataSource, DatabaseAccess>();

/** What it returns is waited for when it is a promise, and otherwise ignored. */
type AfterCommitCallback = () => unknown;

/** The transaction the current async call chain runs in, and what waits for its commit. */
interface AmbientTransaction {
  manager: EntityManager;
  afterCommit: AfterCommitCallback[];
  /** Nested transactions of this one, one at a time: TypeORM numbers savepoints by depth. */
  nestedTail: Promise<unknown>;
  /** Set once it has committed or rolled back; work started inside it but still running then gets no transaction. */
  settled: boolean;
}

/**
 * The one way repositories reach the database.
 *
 * Work started inside `transaction()` joins it, across repositories and use cases: the
 * transaction is carried by the async call chain (AsyncLocalStorage), so a use case can wrap
 * several repository writes and its outbox jobs in one commit without passing a manager
 * around. A `transaction()` nested in another becomes a savepoint, so a nested block that
 * fails and is caught rolls back only its own writes.
 *
 * On MySQL every top-level transaction gets its own pooled connection and runs at READ
 * COMMITTED: our transactions guard themselves with row locks and unique indexes, and
 * REPEATABLE READ's gap locks would let two "delete the old rows, insert a new one"
 * transactions (two users registering at once) deadlock each other.
 *
 * TypeORM's SQLite driver has a single connection: a second concurrent transaction would
 * become a savepoint inside the first, and plain statements would run inside whichever
 * transaction is open (and vanish with its rollback). So on SQLite each top-level piece of
 * work waits for the previous one to finish; work inside a transaction runs at once.
 */
export class DatabaseAccess {
  private readonly sharesOneConnection: boolean;
  private readonly ambient = new AsyncLocalStorage<AmbientTransaction>();
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

  /** The plain SQL of one entity's hot statements on this data source, for `query()`. */
  plainSql<Row extends object>(entity: EntitySchema<Row>): PlainSql<Row> {
    return new PlainSql(this.dataSource, entity);
  }

  /** Work outside a transaction of its own (single statements, or reads); inside one, it joins it. */
  run<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    const current = this.openTransaction();
    if (current) return work(current.manager);
    return this.inTurn(() => work(this.dataSource.manager));
  }

  /** The row of `entity` that `where` selects, turned into a domain object by `map`, or null when there is none. */
  async findOne<Row extends ObjectLiteral, Found>(entity: EntitySchema<Row>, where: FindOptionsWhere<Row>, map: (row: Row) => Found): Promise<Found | null> {
    const row = await this.run((manager) => manager.findOneBy(entity, where));
    return row ? map(row) : null;
  }

  /**
   * One SQL statement with `?` placeholders: what `manager.query` does, in the open
   * transaction if there is one. Outside a transaction on MySQL it goes straight to the
   * connection pool TypeORM made (same connections, same options), skipping the query
   * runner TypeORM creates, connects, announces to subscribers and releases around every
   * statement: for the statements every sign-in and every request makes (PlainSql), that
   * detour cost as much CPU as the statement. It is still handed to the data source's logger,
   * as TypeORM's own statements are, so logging (and a test counting statements) sees every
   * statement. A failure is TypeORM's QueryFailedError either way.
   */
  query<Row>(sql: string, parameters: unknown[]): Promise<Row> {
    const current = this.openTransaction();
    if (current) return current.manager.query(sql, parameters) as Promise<Row>;
    const pool = this.mysqlPool();
    if (!pool) return this.inTurn(() => this.dataSource.manager.query(sql, parameters) as Promise<Row>);
    this.dataSource.logger.logQuery(sql, parameters);
    return new Promise<Row>((resolve, reject) =>
      pool.query(sql, parameters, (error, result) => (error ? reject(new QueryFailedError(sql, parameters, error)) : resolve(result as Row))),
    );
  }

  /** Work that commits as a whole or not at all; a savepoint when a transaction is already open. */
  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    const current = this.openTransaction();
    if (current) return this.nested(current, work);
    const transaction: AmbientTransaction = { manager: this.dataSource.manager, afterCommit: [], nestedTail: Promise.resolve(), settled: false };
    const open = (manager: EntityManager): Promise<T> => {
      transaction.manager = manager;
      return this.ambient.run(transaction, () => work(manager));
    };
    const committed = this.inTurn(async () => {
      try {
        return await (this.sharesOneConnection ? this.dataSource.transaction(open) : this.dataSource.transaction('READ COMMITTED', open));
      } finally {
        transaction.settled = true;
      }
    });
    // After the turn: on SQLite the next piece of work need not wait for what the callbacks wait for.
    return committed.then(async (result) => {
      await runAfterCommit(transaction.afterCommit);
      return result;
    });
  }

  /**
   * Runs `callback` once the current transaction has committed (never when it, or the
   * savepoint it was registered in, rolls back), or at once outside a transaction. For
   * signals that must not see uncommitted rows, such as waking the outbox relay or telling
   * making other replicas' cached copy of a session unusable. A callback that returns a promise is waited
   * for: by the transaction before it resolves, or through the promise returned here
   * outside one. A callback that fails is reported, never turning a committed change into a
   * failure.
   */
  afterCommit(callback: AfterCommitCallback): Promise<void> {
    const current = this.openTransaction();
    if (!current) return runAfterCommit([callback]);
    current.afterCommit.push(callback);
    return Promise.resolve();
  }

  /**
   * A savepoint inside `parent`. Siblings started at the same time (a Promise.all inside a
   * transaction) take turns, since TypeORM names a savepoint after the depth it opens at;
   * its after-commit callbacks join the parent's only if it succeeds.
   */
  private nested<T>(parent: AmbientTransaction, work: (manager: EntityManager) => Promise<T>): Promise<T> {
    const savepoint = async (): Promise<T> => {
      const child: AmbientTransaction = { manager: parent.manager, afterCommit: [], nestedTail: Promise.resolve(), settled: false };
      try {
        const result = await parent.manager.transaction((manager) => {
          child.manager = manager;
          return this.ambient.run(child, () => work(manager));
        });
        parent.afterCommit.push(...child.afterCommit);
        return result;
      } finally {
        child.settled = true;
      }
    };
    const result = parent.nestedTail.then(savepoint);
    parent.nestedTail = result.catch(() => undefined);
    return result;
  }

  /** The MySQL driver's pool (undefined on SQLite, and with read replicas, which we do not configure). */
  private mysqlPool(): Mysql2Pool | undefined {
    if (this.sharesOneConnection) return undefined;
    return (this.dataSource.driver as MysqlDriver).pool as Mysql2Pool | undefined;
  }

  private openTransaction(): AmbientTransaction | undefined {
    const current = this.ambient.getStore();
    return current && !current.settled ? current : undefined;
  }

  private inTurn<T>(work: () => Promise<T>): Promise<T> {
    if (!this.sharesOneConnection) return work();
    const result = this.queue.then(work);
    this.queue = result.catch(() => undefined);
    return result;
  }
}

/** Starts every callback at once, in order, then waits for those that return a promise. */
async function runAfterCommit(callbacks: readonly AfterCommitCallback[]): Promise<void> {
  const report = (error: unknown): void => {
    process.emitWarning(`An after-commit callback failed: ${error instanceof Error ? error.message : String(error)}`);
  };
  const pending: Array<Promise<void>> = [];
  for (const callback of callbacks) {
    try {
      const result = callback();
      if (result instanceof Promise) pending.push(result.catch(report));
    } catch (error) {
      report(error);
    }
  }
  await Promise.all(pending);
}

/** Rows an UPDATE or DELETE changed; both drivers we use report it. */
export function affectedRows(result: UpdateResult | DeleteResult): number {
  if (result.affected === undefined || result.affected === null) {
    throw new Error('The database driver did not report how many rows changed.');
  }
  return result.affected;
}
