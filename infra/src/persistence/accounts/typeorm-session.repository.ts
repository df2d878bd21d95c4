import { SessionRepositoryPort, toPublicUser, type Session, type SessionWithUser } from '@pointforge/domain';
import { Not, type DataSource, type EntitySchema } from 'typeorm';
import { DatabaseAccess } from '../database-access';
import { toSession, toSessionRow } from './session.mapper';
import { SessionOrmEntity, type SessionRow } from './session.orm-entity';
import { toUser } from './user.mapper';
import { UserOrmEntity, type UserRow } from './user.orm-entity';

export class TypeormSessionRepository extends SessionRepositoryPort {
  private readonly database: DatabaseAccess;
  /** Built on first use: the entity metadata exists only once the data source is initialised. */
  private sessionWithUserSql: string | undefined;

  constructor(private readonly dataSource: DataSource) {
    super();
    this.database = DatabaseAccess.for(dataSource);
  }

  async create(session: Session): Promise<void> {
    await this.database.run((manager) => manager.insert(SessionOrmEntity, toSessionRow(session)));
  }

  async findById(id: string): Promise<Session | null> {
    const row = await this.database.run((manager) => manager.findOneBy(SessionOrmEntity, { id }));
    return row ? toSession(row) : null;
  }

  /**
   * Every signed-in request's one query: the session by primary key joined to its user by
   * primary key. Plain SQL whose values the driver converts column by column as TypeORM
   * would (dates, flags), without the query builder and entity hydration, which cost more
   * than the query itself on this path.
   */
  async findWithUser(id: string): Promise<SessionWithUser | null> {
    this.sessionWithUserSql ??= selectSessionWithUser(this.dataSource);
    const sql = this.sessionWithUserSql;
    const rows = await this.database.run((manager) => manager.query(sql, [id]) as Promise<Array<Record<string, unknown>>>);
    const raw = rows[0];
    if (!raw) return null;
    return {
      session: toSession(hydrated<SessionRow>(this.dataSource, SessionOrmEntity, raw, SESSION_ALIAS)),
      user: toPublicUser(toUser(hydrated<UserRow>(this.dataSource, UserOrmEntity, raw, USER_ALIAS))),
    };
  }

  async touch(id: string, lastSeenAt: Date): Promise<void> {
    await this.database.run((manager) => manager.update(SessionOrmEntity, { id }, { last_seen_at: lastSeenAt }));
  }

  async delete(id: string): Promise<void> {
    await this.database.run((manager) => manager.delete(SessionOrmEntity, { id }));
  }

  async listRecentForUser(userId: string, limit: number): Promise<Session[]> {
    const rows = await this.database.run((manager) =>
      manager.find(SessionOrmEntity, { where: { user_id: userId }, order: { last_seen_at: 'DESC', id: 'DESC' }, take: limit }),
    );
    return rows.map(toSession);
  }

  async deleteAllForUser(userId: string, exceptId?: string): Promise<void> {
    const criteria = exceptId === undefined ? { user_id: userId } : { user_id: userId, id: Not(exceptId) };
    await this.database.run((manager) => manager.delete(SessionOrmEntity, criteria));
  }
}

const SESSION_ALIAS = 's';
const USER_ALIAS = 'u';

/** `SELECT s.id AS s_id, …, u.id AS u_id, … FROM sessions s JOIN users u … WHERE s.id = ?`, built once from the entity schemas. */
function selectSessionWithUser(dataSource: DataSource): string {
  const escape = (name: string): string => dataSource.driver.escape(name);
  const columns = (entity: EntitySchema, alias: string): string[] =>
    dataSource.getMetadata(entity).columns.map((column) => `${alias}.${escape(column.databaseName)} AS ${escape(`${alias}_${column.databaseName}`)}`);
  const sessions = escape(dataSource.getMetadata(SessionOrmEntity).tableName);
  const users = escape(dataSource.getMetadata(UserOrmEntity).tableName);
  return (
    `SELECT ${[...columns(SessionOrmEntity, SESSION_ALIAS), ...columns(UserOrmEntity, USER_ALIAS)].join(', ')} ` +
    `FROM ${sessions} ${SESSION_ALIAS} INNER JOIN ${users} ${USER_ALIAS} ON ${USER_ALIAS}.${escape('id')} = ${SESSION_ALIAS}.${escape('user_id')} ` +
    `WHERE ${SESSION_ALIAS}.${escape('id')} = ?`
  );
}

/** One entity's columns out of a joined raw row, each converted by the driver as TypeORM would. */
function hydrated<Row>(dataSource: DataSource, entity: EntitySchema, raw: Record<string, unknown>, alias: string): Row {
  const { driver } = dataSource;
  const row: Record<string, unknown> = {};
  for (const column of dataSource.getMetadata(entity).columns) {
    row[column.propertyName] = driver.prepareHydratedValue(raw[`${alias}_${column.databaseName}`], column);
  }
  return row as Row;
}
