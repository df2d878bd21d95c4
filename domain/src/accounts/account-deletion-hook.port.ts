/**
 * How another context reacts to an account being deleted: the context that holds the rows
 * owns what becomes of them, so accounts never names licences or subscriptions. Each
 * context provides its hook and the API passes them, in order, to DeleteAccountUseCase,
 * which runs every hook's beforeAccountDeletion, then every hook's onAccountDeletion,
 * then removes the account's own rows.
 */
export abstract class AccountDeletionHookPort {
  /**
   * Work that may fail, done while the account is whole (billing cancels an active
   * subscription at the payment provider). A hook that throws stops the deletion before
   * anything is deleted, so the account and all it holds stay and the user can try again.
   */
  abstract beforeAccountDeletion(userId: string): Promise<void>;

  /**
   * Once every hook agreed, before the user row goes: the context lets go of the rows it
   * keeps for the user (licensing and billing detach theirs, keeping them). Runs again
   * unharmed when a retry follows a failure half-way.
   */
  abstract onAccountDeletion(userId: string): Promise<void>;
}
