import type { ClockPort } from '../../shared/clock.port';
import { toPublicUser, type PublicUser } from '../user.entity';
import type { UserRepositoryPort } from '../user.repository.port';
import { userNotFoundError } from './account-errors';

export interface UpdatePreferencesInput {
  userId: string;
  emailNewsletter: boolean;
  emailProductUpdates: boolean;
  emailPromotions: boolean;
}

/** Sets the three email preferences at once, as the preferences dialog saves them. */
export class UpdatePreferencesUseCase {
  constructor(
    private readonly users: UserRepositoryPort,
    private readonly clock: ClockPort,
  ) {}

  async execute(input: UpdatePreferencesInput): Promise<PublicUser> {
    const user = await this.users.findById(input.userId);
    if (!user) throw userNotFoundError();
    const updated = {
      ...user,
      emailNewsletter: input.emailNewsletter,
      emailProductUpdates: input.emailProductUpdates,
      emailPromotions: input.emailPromotions,
      updatedAt: this.clock.now(),
    };
    await this.users.update(updated);
    return toPublicUser(updated);
  }
}
