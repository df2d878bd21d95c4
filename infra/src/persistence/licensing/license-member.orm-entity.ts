import { EntitySchema } from 'typeorm';
import { instantColumn, primaryKeyColumn, referenceColumn } from '../orm-columns';

/** A person holding a seat of a licence besides its owner; unique (license_id, user_id). */
export interface LicenseMemberRow {
  id: string;
  license_id: string;
  user_id: string;
  invitation_id: string | null;
  joined_at: Date;
}

export const LicenseMemberOrmEntity = new EntitySchema<LicenseMemberRow>({
  name: 'license_members',
  tableName: 'license_members',
  columns: {
    id: primaryKeyColumn(),
    license_id: referenceColumn(),
    user_id: referenceColumn(),
    invitation_id: referenceColumn(true),
    joined_at: instantColumn(),
  },
});
