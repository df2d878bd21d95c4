import { normalizeEmail, type User } from '@pointforge/domain';
import type { UserRow } from './user.orm-entity';

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    passwordHash: row.password_hash,
    firstName: row.first_name,
    lastName: row.last_name,
    company: row.company,
    isVerified: row.is_verified,
    emailNewsletter: row.email_newsletter,
    emailProductUpdates: row.email_product_updates,
    emailPromotions: row.email_promotions,
    hasHeldLicense: row.has_held_license,
    role: row.role,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The stored form: the email normalised, so the unique index compares like the domain does. */
export function toUserRow(user: User): UserRow {
  return {
    id: user.id,
    email: normalizeEmail(user.email),
    password_hash: user.passwordHash,
    first_name: user.firstName,
    last_name: user.lastName,
    company: user.company,
    is_verified: user.isVerified,
    email_newsletter: user.emailNewsletter,
    email_product_updates: user.emailProductUpdates,
    email_promotions: user.emailPromotions,
    has_held_license: user.hasHeldLicense,
    role: user.role,
    created_at: user.createdAt,
    updated_at: user.updatedAt,
  };
}
