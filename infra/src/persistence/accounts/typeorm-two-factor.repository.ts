import { TwoFactorRepositoryPort, type PendingTwoFactor, type TwoFactorCredential } from '@pointforge/domain';
import { IsNull, Not, type EntityManager } from 'typeorm';
import type { TwoFactorSecretCipher } from '../../security/two-factor-secret-cipher';
import { affectedRows, type DatabaseAccess } from '../database-access';
import { isUniqueViolation } from '../unique-violation';
import { toTwoFactorCredential, toTwoFactorCredentialRow } from './two-factor.mapper';
import type { PlainSql } from '../plain-sql';
import { RecoveryCodeOrmEntity, TwoFactorCredentialOrmEntity, type TwoFactorCredentialRow } from './two-factor.orm-entity';

const ALIAS = 't';

/** Two-factor credentials, their TOTP secrets encrypted at rest by `secrets`; recovery codes as hashes. */
export class TypeormTwoFactorRepository extends TwoFactorRepositoryPort {
  private readonly credentialSql: PlainSql<TwoFactorCredentialRow>;

  constructor(
    private readonly database: DatabaseAccess,
    private readonly secrets: TwoFactorSecretCipher,
  ) {
    super();
    this.credentialSql = database.plainSql(TwoFactorCredentialOrmEntity);
  }

  /** Read at every two-factor step of a sign-in: plain SQL (PlainSql). */
  async findByUserId(userId: string): Promise<TwoFactorCredential | null> {
    const sql = this.credentialSql.selectWhere(ALIAS, 'user_id');
    const rows = await this.database.query<Array<Record<string, unknown>>>(sql, [userId]);
    return rows[0] ? toTwoFactorCredential(this.credentialSql.hydrate(rows[0], ALIAS), this.secrets) : null;
  }

  /**
   * Overwrites a pending row, else inserts one; the primary key refuses a second row, so
   * an enabled credential is never replaced. When a concurrent call inserted first, the
   * overwrite is tried once more.
   */
  async savePending(credential: TwoFactorCredential): Promise<boolean> {
    if (await this.overwritePending(credential)) return true;
    try {
      await this.database.run((manager) =>
        manager.insert(TwoFactorCredentialOrmEntity, { ...toTwoFactorCredentialRow(credential, this.secrets), enabled_at: null }),
      );
      return true;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      return this.overwritePending(credential);
    }
  }

  async enable({ userId, secret }: PendingTwoFactor, enabledAt: Date, usedStep: number, recoveryCodeHashes: readonly string[]): Promise<boolean> {
    return this.database.transaction(async (manager) => {
      // The stored ciphertext differs from any fresh encryption of the secret: find the pending
      // row whose secret is this one, then enable exactly that row (unchanged meanwhile).
      const pending = await manager.findOneBy(TwoFactorCredentialOrmEntity, { user_id: userId, enabled_at: IsNull() });
      if (!pending || this.secrets.decrypt(userId, pending.secret) !== secret) return false;
      const enabled = await manager.update(
        TwoFactorCredentialOrmEntity,
        { user_id: userId, secret: pending.secret, enabled_at: IsNull() },
        { enabled_at: enabledAt, last_used_step: usedStep },
      );
      if (affectedRows(enabled) !== 1) return false;
      await storeRecoveryCodes(manager, userId, recoveryCodeHashes);
      return true;
    });
  }

  /**
   * Codes left behind by a disable that commits meanwhile are harmless: nothing reads codes
   * without an enabled credential, and the next enrolment replaces them.
   */
  async replaceRecoveryCodes(userId: string, recoveryCodeHashes: readonly string[]): Promise<boolean> {
    return this.database.transaction(async (manager) => {
      if (!(await manager.existsBy(TwoFactorCredentialOrmEntity, { user_id: userId, enabled_at: Not(IsNull()) }))) return false;
      await storeRecoveryCodes(manager, userId, recoveryCodeHashes);
      return true;
    });
  }

  /** One conditional UPDATE: of two racing uses of one code, exactly one changes the row. */
  async recordUsedStep(userId: string, step: number): Promise<boolean> {
    const result = await this.database.run((manager) =>
      manager
        .createQueryBuilder()
        .update(TwoFactorCredentialOrmEntity)
        .set({ last_used_step: step })
        .where('user_id = :userId', { userId })
        .andWhere('(last_used_step IS NULL OR last_used_step < :step)', { step })
        .execute(),
    );
    return affectedRows(result) === 1;
  }

  async consumeRecoveryCode(userId: string, codeHash: string, usedAt: Date): Promise<boolean> {
    const result = await this.database.run((manager) =>
      manager.update(RecoveryCodeOrmEntity, { user_id: userId, code_hash: codeHash, used_at: IsNull() }, { used_at: usedAt }),
    );
    return affectedRows(result) === 1;
  }

  async countUnusedRecoveryCodes(userId: string): Promise<number> {
    return this.database.run((manager) => manager.countBy(RecoveryCodeOrmEntity, { user_id: userId, used_at: IsNull() }));
  }

  async delete(userId: string): Promise<void> {
    await this.database.transaction(async (manager) => {
      await manager.delete(RecoveryCodeOrmEntity, { user_id: userId });
      await manager.delete(TwoFactorCredentialOrmEntity, { user_id: userId });
    });
  }

  private async overwritePending(credential: TwoFactorCredential): Promise<boolean> {
    const result = await this.database.run((manager) =>
      manager.update(
        TwoFactorCredentialOrmEntity,
        { user_id: credential.userId, enabled_at: IsNull() },
        { secret: this.secrets.encrypt(credential.userId, credential.secret), last_used_step: null, created_at: credential.createdAt },
      ),
    );
    return affectedRows(result) === 1;
  }
}

/** Every earlier code of the user, used or not, gives way to these. */
async function storeRecoveryCodes(manager: EntityManager, userId: string, recoveryCodeHashes: readonly string[]): Promise<void> {
  await manager.delete(RecoveryCodeOrmEntity, { user_id: userId });
  await manager.insert(
    RecoveryCodeOrmEntity,
    recoveryCodeHashes.map((codeHash) => ({ user_id: userId, code_hash: codeHash, used_at: null })),
  );
}
