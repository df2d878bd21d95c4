/**
 * Work another context must do before an account is deleted, while the user row still
 * exists: billing cancels an active subscription at the payment provider. A hook that
 * throws stops the deletion, so nothing is left half-done (the account and its
 * subscription both stay), and the user can try again.
 */
export abstract class AccountDeletionHookPort {
  abstract beforeAccountDeletion(userId: string): Promise<void>;
}
