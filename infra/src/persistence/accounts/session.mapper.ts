import { SESSION_AUTHENTICATIONS, type Session, type SessionAuthentication } from '@pointforge/domain';
import type { SessionRow } from './session.orm-entity';

export function toSession(row: SessionRow): Session {
  return {
    id: row.id,
    userId: row.user_id,
    createdAt: row.created_at,
    lastSeenAt: row.last_seen_at,
    expiresAt: row.expires_at,
    authentication: sessionAuthentication(row.authentication),
  };
}

export function toSessionRow(session: Session): SessionRow {
  return {
    id: session.id,
    user_id: session.userId,
    created_at: session.createdAt,
    last_seen_at: session.lastSeenAt,
    expires_at: session.expiresAt,
    authentication: session.authentication,
  };
}

/** A value the column should not hold counts as the weakest, never as a second factor. */
function sessionAuthentication(stored: string): SessionAuthentication {
  return SESSION_AUTHENTICATIONS.find((known) => known === stored) ?? 'password';
}
