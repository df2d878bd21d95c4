import type { TwoFactorCredential } from '@pointforge/domain';
import type { TwoFactorCredentialRow } from './two-factor.orm-entity';

export function toTwoFactorCredential(row: TwoFactorCredentialRow): TwoFactorCredential {
  return {
    userId: row.user_id,
    secret: row.secret,
    enabledAt: row.enabled_at,
    lastUsedStep: row.last_used_step,
    createdAt: row.created_at,
  };
}

export function toTwoFactorCredentialRow(credential: TwoFactorCredential): TwoFactorCredentialRow {
  return {
    user_id: credential.userId,
    secret: credential.secret,
    enabled_at: credential.enabledAt,
    last_used_step: credential.lastUsedStep,
    created_at: credential.createdAt,
  };
}
