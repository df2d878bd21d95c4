import type { Provider } from '@nestjs/common';
import { BillingAccountDeletionHook, LicensingAccountDeletionHook, type AccountDeletionHookPort } from '@pointforge/domain';
import type { TypedToken } from './use-case-provider';

/** Every AccountDeletionHookPort, run in order by DeleteAccountUseCase before the account goes. */
export const ACCOUNT_DELETION_HOOKS = Symbol('ACCOUNT_DELETION_HOOKS') as TypedToken<readonly AccountDeletionHookPort[]>;

/**
 * The seam for other contexts: each reacts to a deletion through its own hook, provided by
 * its global core module. Billing's comes first: PayPal, the step most likely to fail, is
 * asked to cancel before licensing writes a licence holder's address to the trial ledger,
 * so a refusal leaves the account as it was. Once both agreed, billing detaches the
 * subscriptions and licensing the licences.
 */
export const accountDeletionHooksProvider: Provider = {
  provide: ACCOUNT_DELETION_HOOKS,
  inject: [BillingAccountDeletionHook, LicensingAccountDeletionHook],
  useFactory: (...hooks: AccountDeletionHookPort[]): readonly AccountDeletionHookPort[] => hooks,
};
