import type { AuthTokenPurpose } from '@pointforge/domain';
import { EntitySchema } from 'typeorm';
import { instantColumn, primaryKeyColumn, referenceColumn, stringColumn } from '../orm-columns';

export interface AuthTokenRow {
  id: string;
  user_id: string;
  purpose: AuthTokenPurpose;
  token_hash: string;
  expires_at: Date;
  used_at: Date | null;
  created_at: Date;
}

export const AuthTokenOrmEntity = new EntitySchema<AuthTokenRow>({
  name: 'auth_tokens',
  tableName: 'auth_tokens',
  columns: {
    id: primaryKeyColumn(),
    user_id: referenceColumn(),
    purpose: stringColumn(32),
    // SHA-256, hex.
    token_hash: stringColumn(64),
    expires_at: instantColumn(),
    used_at: instantColumn(true),
    created_at: instantColumn(),
  },
});
