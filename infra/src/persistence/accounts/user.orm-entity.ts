import { COMPANY_MAX_LENGTH, EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, type UserRole } from '@pointforge/domain';
import { EntitySchema } from 'typeorm';
import { flagColumn, instantColumn, primaryKeyColumn, stringColumn } from '../orm-columns';

/** Room for a role name; the migration writes the same length. */
export const USER_ROLE_MAX_LENGTH = 20;

export interface UserRow {
  id: string;
  email: string;
  password_hash: string;
  first_name: string | null;
  last_name: string | null;
  company: string | null;
  is_verified: boolean;
  email_newsletter: boolean;
  email_product_updates: boolean;
  email_promotions: boolean;
  has_held_license: boolean;
  role: UserRole;
  created_at: Date;
  updated_at: Date;
}

export const UserOrmEntity = new EntitySchema<UserRow>({
  name: 'users',
  tableName: 'users',
  columns: {
    id: primaryKeyColumn(),
    email: stringColumn(EMAIL_MAX_LENGTH),
    password_hash: stringColumn(255),
    first_name: stringColumn(NAME_MAX_LENGTH, true),
    last_name: stringColumn(NAME_MAX_LENGTH, true),
    company: stringColumn(COMPANY_MAX_LENGTH, true),
    is_verified: flagColumn(),
    email_newsletter: flagColumn(),
    email_product_updates: flagColumn(),
    email_promotions: flagColumn(),
    has_held_license: flagColumn(),
    role: stringColumn(USER_ROLE_MAX_LENGTH),
    created_at: instantColumn(),
    updated_at: instantColumn(),
  },
});
