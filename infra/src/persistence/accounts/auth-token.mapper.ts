import type { AuthToken } from '@pointforge/domain';
import type { AuthTokenRow } from './auth-token.orm-entity';

export function toAuthToken(row: AuthTokenRow): AuthToken {
  return {
    id: row.id,
    userId: row.user_id,
    purpose: row.purpose,
    tokenHash: row.token_hash,
    expiresAt: row.expires_at,
    usedAt: row.used_at,
    createdAt: row.created_at,
  };
}

export function toAuthTokenRow(token: AuthToken): AuthTokenRow {
  return {
    id: token.id,
    user_id: token.userId,
    purpose: token.purpose,
    token_hash: token.tokenHash,
    expires_at: token.expiresAt,
    used_at: token.usedAt,
    created_at: token.createdAt,
  };
}
