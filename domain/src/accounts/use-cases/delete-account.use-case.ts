import type { AccountDeletionHookPort } from '../account-deletion-hook.port';
import type { AuthTokenRepositoryPort } from '../auth-token.repository.port';
import type { SessionRepositoryPort } from '../session.repository.port';
import type { UserRepositoryPort } from '../user.repository.port';
import { userNotFoundError } from './account-errors';

export interface DeleteAccountInput {
  userId: string;
}

/**
 * Deletes an account for good. First every hook of the other contexts runs its
 * beforeAccountDeletion, in order (billing cancels an active subscription at the
 * provider); a hook that fails stops everything, so the user can retry. Then each hook
 * lets go of its rows (licences and subscriptions are detached, their rows kept: the
 * dashboard promises licence keys stay valid), and tokens, sessions and the user go.
 * Every step can run again, so a retry after a failure half-way is safe.
 */
export class DeleteAccountUseCase {
  constructor(
    private readonly users: UserRepositoryPort,
    private readonly authTokens: AuthTokenRepositoryPort,
    private readonly sessions: SessionRepositoryPort,
    private readonly hooks: readonly AccountDeletionHookPort[],
  ) {}

  async execute({ userId }: DeleteAccountInput): Promise<void> {
    if (!(await this.users.findById(userId))) throw userNotFoundError();
    for (const hook of this.hooks) {
      await hook.beforeAccountDeletion(userId);
    }
    for (const hook of this.hooks) {
      await hook.onAccountDeletion(userId);
    }
    await this.authTokens.deleteAllForUser(userId);
    await this.sessions.deleteAllForUser(userId);
    await this.users.delete(userId);
  }
}
