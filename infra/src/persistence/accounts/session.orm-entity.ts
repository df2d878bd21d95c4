import { EntitySchema } from 'typeorm';
import type { SessionAuthentication } from '@pointforge/domain';
import { instantColumn, primaryKeyColumn, referenceColumn, stringColumn } from '../orm-columns';

/** A session id is the SHA-256 hex of the cookie secret, not a UUID. */
const SESSION_ID_LENGTH = 64;
/** The longest SessionAuthentication ('password-and-code') with room to spare. */
export const SESSION_AUTHENTICATION_LENGTH = 20;

export interface SessionRow {
  id: string;
  user_id: string;
  created_at: Date;
  last_seen_at: Date;
  expires_at: Date;
  authentication: SessionAuthentication;
}

export const SessionOrmEntity = new EntitySchema<SessionRow>({
  name: 'sessions',
  tableName: 'sessions',
  columns: {
    id: primaryKeyColumn(SESSION_ID_LENGTH),
    user_id: referenceColumn(),
    created_at: instantColumn(),
    last_seen_at: instantColumn(),
    expires_at: instantColumn(),
    authentication: stringColumn(SESSION_AUTHENTICATION_LENGTH),
  },
});
