import { EntitySchema } from 'typeorm';
import { instantColumn, primaryKeyColumn, referenceColumn, stringColumn } from '../orm-columns';

/** Long enough for any address (RFC 5321's path limit). */
const EMAIL_LENGTH = 254;
/** A SHA-256 digest in hex. */
const TOKEN_HASH_LENGTH = 64;

/** The owner's invitation to a seat; unique token_hash. */
export interface LicenseInvitationRow {
  id: string;
  license_id: string;
  email: string;
  token_hash: string;
  invited_by_user_id: string | null;
  created_at: Date;
  expires_at: Date;
  last_sent_at: Date;
  accepted_at: Date | null;
  accepted_by_user_id: string | null;
  revoked_at: Date | null;
  registered_user_id: string | null;
}

export const LicenseInvitationOrmEntity = new EntitySchema<LicenseInvitationRow>({
  name: 'license_invitations',
  tableName: 'license_invitations',
  columns: {
    id: primaryKeyColumn(),
    license_id: referenceColumn(),
    email: stringColumn(EMAIL_LENGTH),
    token_hash: stringColumn(TOKEN_HASH_LENGTH),
    invited_by_user_id: referenceColumn(true),
    created_at: instantColumn(),
    expires_at: instantColumn(),
    last_sent_at: instantColumn(),
    accepted_at: instantColumn(true),
    accepted_by_user_id: referenceColumn(true),
    revoked_at: instantColumn(true),
    registered_user_id: referenceColumn(true),
  },
});
