import type { Provider } from '@nestjs/common';
import type { AccountDeletionHookPort } from '@pointforge/domain';
import type { TypedToken } from './use-case-provider';

/** Every AccountDeletionHookPort, run in order by DeleteAccountUseCase before the account goes. */
export const ACCOUNT_DELETION_HOOKS = Symbol('ACCOUNT_DELETION_HOOKS') as TypedToken<readonly AccountDeletionHookPort[]>;

/**
 * The seam for other contexts. Billing plugs in its hook (cancel an active subscription at
 * PayPal before the user row goes) by exporting it from BillingModule, importing that module
 * into AccountsModule and listing the hook's token in `inject` below. Empty until then.
 */
export const accountDeletionHooksProvider: Provider = {
  provide: ACCOUNT_DELETION_HOOKS,
  inject: [],
  useFactory: (...hooks: AccountDeletionHookPort[]): readonly AccountDeletionHookPort[] => hooks,
};
