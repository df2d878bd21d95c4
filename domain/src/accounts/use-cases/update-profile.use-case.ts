import type { ClockPort } from '../../shared/clock.port';
import { toPublicUser, type PublicUser } from '../user.entity';
import type { UserRepositoryPort } from '../user.repository.port';
import { userNotFoundError } from './account-errors';
import { normalizeProfileFields } from './profile-fields';

export interface UpdateProfileInput {
  userId: string;
  /** Absent: unchanged. Trimmed; empty or null clears it. */
  firstName?: string | null;
  lastName?: string | null;
  company?: string | null;
}

/** Changes the given profile fields. The email cannot change (the API refuses the field). */
export class UpdateProfileUseCase {
  constructor(
    private readonly users: UserRepositoryPort,
    private readonly clock: ClockPort,
  ) {}

  async execute({ userId, ...fields }: UpdateProfileInput): Promise<PublicUser> {
    const changes = normalizeProfileFields(fields);
    const user = await this.users.findById(userId);
    if (!user) throw userNotFoundError();
    const updated = { ...user, ...changes, updatedAt: this.clock.now() };
    await this.users.update(updated);
    return toPublicUser(updated);
  }
}
