import type { TwoFactorCredential } from './two-factor.entity';
import type { User, UserRole } from './user.entity';

/** What a sign-in needs to know of an account: the user, and its two-factor credential (pending or enabled) if it has one. */
export interface SignInAccount {
  user: User;
  twoFactor: TwoFactorCredential | null;
}

export abstract class UserRepositoryPort {
  abstract findById(id: string): Promise<User | null>;
  /** `email` is compared lower-cased. */
  abstract findByEmail(email: string): Promise<User | null>;
  /** The account with this email (compared lower-cased) and its two-factor credential, in one read: every sign-in needs both. */
  abstract findSignInAccount(email: string): Promise<SignInAccount | null>;
  /** Throws DomainError conflict `ACCOUNTS.EMAIL_TAKEN` when the email exists (unique index). */
  abstract create(user: User): Promise<void>;
  /** Saves the account's own fields; never `role` or `hasHeldLicense`, which have their own writes. */
  abstract update(user: User): Promise<void>;
  /** The one write of `role`, for the command line; false when no such user. */
  abstract setRole(id: string, role: UserRole): Promise<boolean>;
  abstract delete(id: string): Promise<void>;
}
