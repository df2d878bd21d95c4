import { normalizeEmail } from '../accounts/user-rules';
import type { User, UserRole } from '../accounts/user.entity';
import { UserRepositoryPort, type SignInAccount } from '../accounts/user.repository.port';
import { DomainError } from '../shared/domain-error';
import { UniqueConstraintViolation } from './in-memory-table';
import { InMemoryTableRepository } from './in-memory-store';

export class InMemoryUserRepository extends InMemoryTableRepository<User> implements UserRepositoryPort {
  protected readonly rows = this.store.users;

  async findByEmail(email: string): Promise<User | null> {
    const normalized = normalizeEmail(email);
    return this.rows.find((user) => user.email === normalized);
  }

  async findSignInAccount(email: string): Promise<SignInAccount | null> {
    const user = await this.findByEmail(email);
    return user && { user, twoFactor: this.store.twoFactorCredentials.get(user.id) };
  }

  override async create(user: User): Promise<void> {
    withEmailTakenConflict(() => this.rows.insert({ ...user, email: normalizeEmail(user.email) }));
  }

  /** Like the SQL repository, never clears hasHeldLicense (only issuing a licence sets it) nor writes the role. */
  async update(user: User): Promise<void> {
    const { id, createdAt, hasHeldLicense, role, ...changes } = user;
    withEmailTakenConflict(() => this.rows.update((stored) => stored.id === id, { ...changes, email: normalizeEmail(user.email) }));
  }

  async setRole(id: string, role: UserRole): Promise<boolean> {
    return this.rows.update((user) => user.id === id, { role }) > 0;
  }

  async delete(id: string): Promise<void> {
    this.store.deleteUser(id);
  }
}

function withEmailTakenConflict(write: () => unknown): void {
  try {
    write();
  } catch (error) {
    if (error instanceof UniqueConstraintViolation) {
      throw new DomainError('conflict', 'ACCOUNTS.EMAIL_TAKEN', 'An account with this email already exists.');
    }
    throw error;
  }
}
