import { SessionRepositoryPort, toPublicUser, type Session, type SessionWithUser } from '@pointforge/domain';
import { Not } from 'typeorm';
import type { DatabaseAccess } from '../database-access';
import type { PlainSql } from '../plain-sql';
import { toSession, toSessionRow } from './session.mapper';
import { SessionOrmEntity, type SessionRow } from './session.orm-entity';
import { toUser } from './user.mapper';
import { UserOrmEntity, type UserRow } from './user.orm-entity';

const SESSION_ALIAS = 's';
const USER_ALIAS = 'u';

export class TypeormSessionRepository extends SessionRepositoryPort {
  private readonly sessionSql: PlainSql<SessionRow>;
  private readonly userSql: PlainSql<UserRow>;

  constructor(private readonly database: DatabaseAccess) {
    super();
    this.sessionSql = database.plainSql(SessionOrmEntity);
    this.userSql = database.plainSql(UserOrmEntity);
  }

  /** Every sign-in's write: plain SQL (PlainSql). */
  async create(session: Session): Promise<void> {
    const [sql, values] = this.sessionSql.insert(toSessionRow(session));
    await this.database.query(sql, values);
  }

  async findById(id: string): Promise<Session | null> {
    return this.database.findOne(SessionOrmEntity, { id }, toSession);
  }

  /**
   * Every signed-in request's one query (when the session cache cannot answer): the session
   * by primary key joined to its user by primary key, as plain SQL (PlainSql).
   */
  async findWithUser(id: string): Promise<SessionWithUser | null> {
    const sql = this.sessionSql.selectJoinedWhere(SESSION_ALIAS, 'id', {
      kind: 'INNER',
      other: this.userSql,
      otherAlias: USER_ALIAS,
      otherColumn: 'id',
      column: 'user_id',
    });
    const rows = await this.database.query<Array<Record<string, unknown>>>(sql, [id]);
    const raw = rows[0];
    if (!raw) return null;
    return {
      session: toSession(this.sessionSql.hydrate(raw, SESSION_ALIAS)),
      user: toPublicUser(toUser(this.userSql.hydrate(raw, USER_ALIAS))),
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
