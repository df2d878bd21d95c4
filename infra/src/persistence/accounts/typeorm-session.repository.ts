import { SessionRepositoryPort, type Session } from '@pointforge/domain';
import { Not, type DataSource } from 'typeorm';
import { DatabaseAccess } from '../database-access';
import { toSession, toSessionRow } from './session.mapper';
import { SessionOrmEntity } from './session.orm-entity';

export class TypeormSessionRepository extends SessionRepositoryPort {
  private readonly database: DatabaseAccess;

  constructor(dataSource: DataSource) {
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

  async touch(id: string, lastSeenAt: Date): Promise<void> {
    await this.database.run((manager) => manager.update(SessionOrmEntity, { id }, { last_seen_at: lastSeenAt }));
  }

  async delete(id: string): Promise<void> {
    await this.database.run((manager) => manager.delete(SessionOrmEntity, { id }));
  }

  async deleteAllForUser(userId: string, exceptId?: string): Promise<void> {
    const criteria = exceptId === undefined ? { user_id: userId } : { user_id: userId, id: Not(exceptId) };
    await this.database.run((manager) => manager.delete(SessionOrmEntity, criteria));
  }
}
