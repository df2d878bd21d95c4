import { DomainError, normalizeEmail, UserRepositoryPort, type SignInAccount, type User, type UserRole } from '@pointforge/domain';
import type { TwoFactorSecretCipher } from '../../security/two-factor-secret-cipher';
import { affectedRows, type DatabaseAccess } from '../database-access';
import { isUniqueViolation } from '../unique-violation';
import { toTwoFactorCredential } from './two-factor.mapper';
import { TwoFactorCredentialOrmEntity, type TwoFactorCredentialRow } from './two-factor.orm-entity';
import { toUser, toUserRow } from './user.mapper';
import type { PlainSql } from '../plain-sql';
import { UserOrmEntity, type UserRow } from './user.orm-entity';

const ALIAS = 'u';
const CREDENTIAL_ALIAS = 't';

export class TypeormUserRepository extends UserRepositoryPort {
  private readonly userSql: PlainSql<UserRow>;
  private readonly credentialSql: PlainSql<TwoFactorCredentialRow>;

  /** `twoFactorSecrets` decrypts the TOTP secret a sign-in reads with the account. */
  constructor(
    private readonly database: DatabaseAccess,
    private readonly twoFactorSecrets: TwoFactorSecretCipher,
  ) {
    super();
    this.userSql = database.plainSql(UserOrmEntity);
    this.credentialSql = database.plainSql(TwoFactorCredentialOrmEntity);
  }

  async findById(id: string): Promise<User | null> {
    return this.findOneWhere('id', id);
  }

  async findByEmail(email: string): Promise<User | null> {
    return this.findOneWhere('email', normalizeEmail(email));
  }

  /** Every sign-in's one read: the user by its unique email, joined to its credential by primary key, as plain SQL (PlainSql). */
  async findSignInAccount(email: string): Promise<SignInAccount | null> {
    const sql = this.userSql.selectJoinedWhere(ALIAS, 'email', {
      kind: 'LEFT',
      other: this.credentialSql,
      otherAlias: CREDENTIAL_ALIAS,
      otherColumn: 'user_id',
      column: 'id',
    });
    const rows = await this.database.query<Array<Record<string, unknown>>>(sql, [normalizeEmail(email)]);
    const raw = rows[0];
    if (!raw) return null;
    // A LEFT JOIN without a credential reads its columns as NULL.
    const hasCredential = (raw[`${CREDENTIAL_ALIAS}_user_id`] ?? null) !== null;
    return {
      user: toUser(this.userSql.hydrate(raw, ALIAS)),
      twoFactor: hasCredential ? toTwoFactorCredential(this.credentialSql.hydrate(raw, CREDENTIAL_ALIAS), this.twoFactorSecrets) : null,
    };
  }

  async create(user: User): Promise<void> {
    await withEmailTakenConflict(() => this.database.run((manager) => manager.insert(UserOrmEntity, toUserRow(user))));
  }

  /**
   * Saves the account's own fields. `has_held_license` is left alone: only issuing a
   * licence sets it, and a user object read before that must not clear it again. `role`
   * too: only setRole (the command line) writes it, so no profile or preference save can.
   */
  async update(user: User): Promise<void> {
    const { id, created_at, has_held_license, role, ...changes } = toUserRow(user);
    await withEmailTakenConflict(() => this.database.run((manager) => manager.update(UserOrmEntity, { id }, changes)));
  }

  async setRole(id: string, role: UserRole): Promise<boolean> {
    const result = await this.database.run((manager) => manager.update(UserOrmEntity, { id }, { role }));
    return affectedRows(result) > 0;
  }

  async delete(id: string): Promise<void> {
    await this.database.run((manager) => manager.delete(UserOrmEntity, { id }));
  }

  private async findOneWhere(column: 'id' | 'email', value: string): Promise<User | null> {
    const sql = this.userSql.selectWhere(ALIAS, column);
    const rows = await this.database.query<Array<Record<string, unknown>>>(sql, [value]);
    return rows[0] ? toUser(this.userSql.hydrate(rows[0], ALIAS)) : null;
  }
}

/** The unique index on email decides; a racing second registration lands here too. */
async function withEmailTakenConflict(write: () => Promise<unknown>): Promise<void> {
  try {
    await write();
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new DomainError('conflict', 'ACCOUNTS.EMAIL_TAKEN', 'An account with this email already exists.');
    }
    throw error;
  }
}
