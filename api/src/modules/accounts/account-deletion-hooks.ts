import type { Provider } from '@nestjs/common';
import {
  CancelSubscriptionsOnAccountDeletionHook,
  RecordTrialLedgerOnAccountDeletionHook,
  type AccountDeletionHookPort,
} from '@pointforge/domain';
import type { TypedToken } from './use-case-provider';

/** Every AccountDeletionHookPort, run in order by DeleteAccountUseCase before the account goes. */
export const ACCOUNT_DELETION_HOOKS = Symbol('ACCOUNT_DELETION_HOOKS') as TypedToken<readonly AccountDeletionHookPort[]>;

/**
 * The seam for other contexts. Billing's hook cancels an active subscription at PayPal before
 * the user row goes (the global BillingCoreModule provides it); then licensing's writes the
 * address of a licence holder to the trial ledger (LicensingCoreModule).
 */
export const accountDeletionHooksProvider: Provider = {
  provide: ACCOUNT_DELETION_HOOKS,
  inject: [CancelSubscriptionsOnAccountDeletionHook, RecordTrialLedgerOnAccountDeletionHook],
  useFactory: (...hooks: AccountDeletionHookPort[]): readonly AccountDeletionHookPort[] => hooks,
};
