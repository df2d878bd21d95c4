import { toPublicUser, type PublicUser } from '../user.entity';
import type { UserRepositoryPort } from '../user.repository.port';
import { userNotFoundError } from './account-errors';

export interface GetCurrentUserInput {
  userId: string;
}

/** The signed-in user as the API may show it: no password hash, tokens or internal flags. */
export class GetCurrentUserUseCase {
  constructor(private readonly users: UserRepositoryPort) {}

  async execute({ userId }: GetCurrentUserInput): Promise<PublicUser> {
    const user = await this.users.findById(userId);
    if (!user) throw userNotFoundError();
    return toPublicUser(user);
  }
}
