import { Global, Logger, Module } from '@nestjs/common';
import {
  MachineRepositoryPort,
  AccountLinks,
  BillingAccountDeletionHook,
  ClockPort,
  JobQueuePort,
  LicenseRepositoryPort,
  PaymentLedgerPort,
  PaymentProviderPort,
  PaymentRecorder,
  ReconcileSubscriptionsUseCase,
  SubscriptionRefunds,
  SubscriptionRepositoryPort,
  SubscriptionSync,
  TokenGeneratorPort,
  TransactionPort,
  UserRepositoryPort,
  WebhookEventRepositoryPort,
  DEFAULT_RECONCILIATION_LIMITS,
  type ReconciliationLimits,
  type RenewalSettings,
  PAYPAL_AUTOPAY_URL,
} from '@pointforge/domain';
import { AppConfig } from '../../common/config/app-config';
import { useCaseProvider, type TypedToken } from '../accounts/use-case-provider';

/** The site's links for billing emails, from SITE_ORIGIN. */
export const BILLING_LINKS: TypedToken<AccountLinks> = Symbol('BILLING_LINKS');

/** How much one reconciliation run may read: DEFAULT_RECONCILIATION_LIMITS. */
export const RECONCILIATION_LIMITS: TypedToken<ReconciliationLimits> = Symbol('RECONCILIATION_LIMITS');

/** The grace period (BILLING_GRACE_PERIOD_DAYS) and the update-payment link of renewal emails. */
export const BILLING_RENEWALS: TypedToken<RenewalSettings> = Symbol('BILLING_RENEWALS');

/**
 * What both processes need of billing: the sync shared by execute, webhook and
 * reconciliation, what a refund does (the webhook's and the console's), the ledger's recorder, the reconciliation use case (the worker's job) and the account-deletion
 * hook (AccountsModule injects it). Global, so neither AccountsModule nor the worker has
 * to import the HTTP side of billing.
 */
const LEDGER_LOG = new Logger('PaymentLedger');

@Global()
@Module({
  providers: [
    { provide: BILLING_LINKS, inject: [AppConfig], useFactory: (config: AppConfig) => new AccountLinks(config.siteOrigin) },
    {
      provide: BILLING_RENEWALS,
      inject: [AppConfig],
      useFactory: (config: AppConfig): RenewalSettings => ({ gracePeriodMs: config.billingGracePeriodMs, updatePaymentMethodUrl: PAYPAL_AUTOPAY_URL }),
    },
    { provide: RECONCILIATION_LIMITS, useValue: DEFAULT_RECONCILIATION_LIMITS },
    useCaseProvider(SubscriptionSync, [
      SubscriptionRepositoryPort,
      LicenseRepositoryPort,
      MachineRepositoryPort,
      UserRepositoryPort,
      TokenGeneratorPort,
      ClockPort,
      JobQueuePort,
      BILLING_LINKS,
      TransactionPort,
      BILLING_RENEWALS,
    ]),
    useCaseProvider(SubscriptionRefunds, [
      PaymentProviderPort,
      LicenseRepositoryPort,
      UserRepositoryPort,
      SubscriptionSync,
      JobQueuePort,
      BILLING_LINKS,
      TransactionPort,
      ClockPort,
    ]),
    {
      provide: PaymentRecorder,
      useFactory: (ledger: PaymentLedgerPort, tokens: TokenGeneratorPort) =>
        new PaymentRecorder(ledger, tokens, (error, transactionId) =>
          LEDGER_LOG.error(`Could not record PayPal transaction ${transactionId} in the payments ledger; reconciliation will: ${String(error)}`),
        ),
      inject: [PaymentLedgerPort, TokenGeneratorPort],
    },
    useCaseProvider(ReconcileSubscriptionsUseCase, [
      SubscriptionRepositoryPort,
      LicenseRepositoryPort,
      PaymentProviderPort,
      SubscriptionSync,
      ClockPort,
      RECONCILIATION_LIMITS,
      WebhookEventRepositoryPort,
      PaymentRecorder,
    ]),
    useCaseProvider(BillingAccountDeletionHook, [SubscriptionRepositoryPort, PaymentProviderPort, SubscriptionSync]),
  ],
  exports: [BILLING_LINKS, BILLING_RENEWALS, SubscriptionSync, SubscriptionRefunds, PaymentRecorder, ReconcileSubscriptionsUseCase, BillingAccountDeletionHook],
})
export class BillingCoreModule {}
