import { AuthTokenRepositoryPort, type AuthToken, type AuthTokenPurpose } from '@pointforge/domain';
import { IsNull, LessThanOrEqual, MoreThan, Not } from 'typeorm';
import { affectedRows, type DatabaseAccess } from '../database-access';
import { toAuthToken, toAuthTokenRow } from './auth-token.mapper';
import { AuthTokenOrmEntity } from './auth-token.orm-entity';

export class TypeormAuthTokenRepository extends AuthTokenRepositoryPort {
  constructor(private readonly database: DatabaseAccess) {
    super();
  }

  async add(token: AuthToken): Promise<void> {
    const earlier = { user_id: token.userId, purpose: token.purpose };
    await this.database.transaction(async (manager) => {
      await manager.delete(AuthTokenOrmEntity, { ...earlier, used_at: Not(IsNull()) });
      await manager.delete(AuthTokenOrmEntity, { ...earlier, expires_at: LessThanOrEqual(token.createdAt) });
      await manager.insert(AuthTokenOrmEntity, toAuthTokenRow(token));
    });
  }

  async replace(token: AuthToken): Promise<void> {
    await this.database.transaction(async (manager) => {
      await manager.delete(AuthTokenOrmEntity, { user_id: token.userId, purpose: token.purpose });
      await manager.insert(AuthTokenOrmEntity, toAuthTokenRow(token));
    });
  }

  async findValid(tokenHash: string, purpose: AuthTokenPurpose, now: Date): Promise<AuthToken | null> {
    const valid = { token_hash: tokenHash, purpose, used_at: IsNull(), expires_at: MoreThan(now) };
    return this.database.findOne(AuthTokenOrmEntity, valid, toAuthToken);
  }

  async findByHash(tokenHash: string, purpose: AuthTokenPurpose): Promise<AuthToken | null> {
    return this.database.findOne(AuthTokenOrmEntity, { token_hash: tokenHash, purpose }, toAuthToken);
  }

  /** One conditional UPDATE: of two racing requests, exactly one changes the row. */
  async consume(id: string, now: Date): Promise<boolean> {
    const result = await this.database.run((manager) => manager.update(AuthTokenOrmEntity, { id, used_at: IsNull() }, { used_at: now }));
    return affectedRows(result) === 1;
  }

  /** One conditional UPDATE: of two racing uses (of one link or two), exactly one changes rows. */
  async consumeAllOfPurpose(userId: string, purpose: AuthTokenPurpose, now: Date): Promise<boolean> {
    const result = await this.database.run((manager) => manager.update(AuthTokenOrmEntity, { user_id: userId, purpose, used_at: IsNull() }, { used_at: now }));
    return affectedRows(result) > 0;
  }

  async deleteAllForUser(userId: string): Promise<void> {
    await this.database.run((manager) => manager.delete(AuthTokenOrmEntity, { user_id: userId }));
  }
}
