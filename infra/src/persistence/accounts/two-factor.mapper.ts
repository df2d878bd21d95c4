import type { TwoFactorCredential } from '@pointforge/domain';
import type { TwoFactorSecretCipher } from '../../security/two-factor-secret-cipher';
import type { TwoFactorCredentialRow } from './two-factor.orm-entity';

/** The row's secret is stored encrypted (TwoFactorSecretCipher); the domain sees it in clear. */
export function toTwoFactorCredential(row: TwoFactorCredentialRow, secrets: TwoFactorSecretCipher): TwoFactorCredential {
  return {
    userId: row.user_id,
    secret: secrets.decrypt(row.user_id, row.secret),
    enabledAt: row.enabled_at,
    lastUsedStep: row.last_used_step,
    createdAt: row.created_at,
  };
}

export function toTwoFactorCredentialRow(credential: TwoFactorCredential, secrets: TwoFactorSecretCipher): TwoFactorCredentialRow {
  return {
    user_id: credential.userId,
    secret: secrets.encrypt(credential.userId, credential.secret),
    enabled_at: credential.enabledAt,
    last_used_step: credential.lastUsedStep,
    created_at: credential.createdAt,
  };
}
