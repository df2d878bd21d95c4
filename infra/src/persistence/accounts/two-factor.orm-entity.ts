import { EntitySchema } from 'typeorm';
import { instantColumn, integerColumn, primaryKeyColumn, stringColumn } from '../orm-columns';

/** An encrypted TOTP secret: `enc:<key id>:` and the base64url of IV, ciphertext and tag (about 100 characters). */
const TOTP_SECRET_LENGTH = 255;
/** SHA-256, hex. */
const CODE_HASH_LENGTH = 64;

export interface TwoFactorCredentialRow {
  user_id: string;
  secret: string;
  enabled_at: Date | null;
  last_used_step: number | null;
  created_at: Date;
}

export const TwoFactorCredentialOrmEntity = new EntitySchema<TwoFactorCredentialRow>({
  name: 'two_factor_credentials',
  tableName: 'two_factor_credentials',
  columns: {
    // One credential per user: the user's id is the key.
    user_id: primaryKeyColumn(),
    secret: stringColumn(TOTP_SECRET_LENGTH),
    enabled_at: instantColumn(true),
    last_used_step: { ...integerColumn(), nullable: true },
    created_at: instantColumn(),
  },
});

export interface RecoveryCodeRow {
  user_id: string;
  code_hash: string;
  used_at: Date | null;
}

export const RecoveryCodeOrmEntity = new EntitySchema<RecoveryCodeRow>({
  name: 'two_factor_recovery_codes',
  tableName: 'two_factor_recovery_codes',
  columns: {
    user_id: primaryKeyColumn(),
    code_hash: primaryKeyColumn(CODE_HASH_LENGTH),
    used_at: instantColumn(true),
  },
});
