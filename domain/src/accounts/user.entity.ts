/**
 * What an account may do: every account is a `customer`; an `admin` also reaches the
 * operator console. Only the server's command line (`make admin`) changes it.
 */
export const USER_ROLES = ['customer', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** A customer account. Email is unique and stored lower-cased. */
export interface User {
  id: string;
  email: string;
  passwordHash: string;
  firstName: string | null;
  lastName: string | null;
  company: string | null;
  isVerified: boolean;
  emailNewsletter: boolean;
  emailProductUpdates: boolean;
  emailPromotions: boolean;
  /** Set once the user has held any licence, trial or paid; makes "one trial per user" atomic. */
  hasHeldLicense: boolean;
  role: UserRole;
  createdAt: Date;
  updatedAt: Date;
}

/** What the API may show of a user: never the hash, tokens or internal flags. */
export type PublicUser = Omit<User, 'passwordHash' | 'hasHeldLicense' | 'updatedAt'>;

export function toPublicUser(user: User): PublicUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    company: user.company,
    isVerified: user.isVerified,
    emailNewsletter: user.emailNewsletter,
    emailProductUpdates: user.emailProductUpdates,
    emailPromotions: user.emailPromotions,
    role: user.role,
    createdAt: user.createdAt,
  };
}
