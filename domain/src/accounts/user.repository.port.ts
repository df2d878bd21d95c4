import type { User } from './user.entity';

export abstract class UserRepositoryPort {
  abstract findById(id: string): Promise<User | null>;
  /** `email` is compared lower-cased. */
  abstract findByEmail(email: string): Promise<User | null>;
  /** Throws DomainError conflict `ACCOUNTS.EMAIL_TAKEN` when the email exists (unique index). */
  abstract create(user: User): Promise<void>;
  abstract update(user: User): Promise<void>;
  abstract delete(id: string): Promise<void>;
}
