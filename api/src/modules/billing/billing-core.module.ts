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
  BillingDocumentRepositoryPort,
  BillingProfileRepositoryPort,
  ExchangeRatePort,
  IssueBillingDocumentUseCase,
  IssueMissingDocumentsUseCase,
  RenderBillingDocumentUseCase,
  DocumentPdfPort,
  type LedgerEntry,
} from '@pointforge/domain';
import { AppConfig } from '../../common/config/app-config';
import { useCaseProvider, type TypedToken } from '../accounts/use-case-provider';

/** The site's links for billing emails, from SITE_ORIGIN. */
export const BILLING_LINKS: TypedToken<AccountLinks> = Symbol('BILLING_LINKS');

/** How much one reconciliation run may read: DEFAULT_RECONCILIATION_LIMITS. */
export const RECONCILIATION_LIMITS: TypedToken<ReconciliationLimits> = Symbol('RECONCILIATION_LIMITS');

/** Days reconciliation keeps processed webhook ids: RETENTION_WEBHOOK_EVENTS_DAYS. */
const WEBHOOK_EVENT_RETENTION_DAYS: TypedToken<number> = Symbol('WEBHOOK_EVENT_RETENTION_DAYS');

/** The grace period (BILLING_GRACE_PERIOD_DAYS) and the update-payment link of renewal emails. */
export const BILLING_RENEWALS: TypedToken<RenewalSettings> = Symbol('BILLING_RENEWALS');

const LEDGER_LOG = new Logger('PaymentLedger');
const DOCUMENTS_LOG = new Logger('BillingDocuments');

/** A document that could not be issued is logged; reconciliation's sweep issues it later. The payment path goes on. */
function logIssueFailure(error: unknown, entry: Pick<LedgerEntry, 'kind' | 'providerTransactionId'>): void {
  DOCUMENTS_LOG.error(`Could not issue the document of ${entry.kind} ${entry.providerTransactionId}; reconciliation will: ${String(error)}`);
}

/**
 * What both processes need of billing: the sync shared by execute, webhook and
 * reconciliation, what a refund does (the webhook's and the console's), the ledger's recorder, the reconciliation use case (the worker's job) and the account-deletion
 * hook (AccountsModule injects it). Global, so neither AccountsModule nor the worker has
 * to import the HTTP side of billing.
 */
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
    { provide: WEBHOOK_EVENT_RETENTION_DAYS, inject: [AppConfig], useFactory: (config: AppConfig) => config.webhookEventRetentionDays },
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
      provide: IssueBillingDocumentUseCase,
      inject: [
        BillingDocumentRepositoryPort,
        PaymentLedgerPort,
        SubscriptionRepositoryPort,
        BillingProfileRepositoryPort,
        UserRepositoryPort,
        ExchangeRatePort,
        ClockPort,
        AppConfig,
        JobQueuePort,
        BILLING_LINKS,
      ],
      useFactory: (
        documents: BillingDocumentRepositoryPort,
        ledger: PaymentLedgerPort,
        subscriptions: SubscriptionRepositoryPort,
        profiles: BillingProfileRepositoryPort,
        users: UserRepositoryPort,
        exchangeRates: ExchangeRatePort,
        clock: ClockPort,
        config: AppConfig,
        jobs: JobQueuePort,
        links: AccountLinks,
      ) => new IssueBillingDocumentUseCase({ documents, ledger, subscriptions, profiles, users, exchangeRates, clock, seller: config.seller, jobs, links }),
    },
    {
      provide: PaymentRecorder,
      useFactory: (ledger: PaymentLedgerPort, tokens: TokenGeneratorPort, issue: IssueBillingDocumentUseCase) =>
        new PaymentRecorder(
          ledger,
          tokens,
          (error, transactionId) =>
            LEDGER_LOG.error(`Could not record PayPal transaction ${transactionId} in the payments ledger; reconciliation will: ${String(error)}`),
          (entry) => issue.execute(entry).catch((error: unknown) => logIssueFailure(error, entry)),
        ),
      inject: [PaymentLedgerPort, TokenGeneratorPort, IssueBillingDocumentUseCase],
    },
    {
      provide: IssueMissingDocumentsUseCase,
      inject: [PaymentLedgerPort, BillingDocumentRepositoryPort, IssueBillingDocumentUseCase, ClockPort],
      useFactory: (ledger: PaymentLedgerPort, documents: BillingDocumentRepositoryPort, issue: IssueBillingDocumentUseCase, clock: ClockPort) =>
        new IssueMissingDocumentsUseCase(ledger, documents, issue, clock, logIssueFailure),
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
      IssueMissingDocumentsUseCase,
      WEBHOOK_EVENT_RETENTION_DAYS,
    ]),
    useCaseProvider(BillingAccountDeletionHook, [SubscriptionRepositoryPort, PaymentProviderPort, SubscriptionSync]),
    useCaseProvider(RenderBillingDocumentUseCase, [BillingDocumentRepositoryPort, DocumentPdfPort]),
  ],
  exports: [
    BILLING_LINKS,
    BILLING_RENEWALS,
    SubscriptionSync,
    SubscriptionRefunds,
    PaymentRecorder,
    ReconcileSubscriptionsUseCase,
    BillingAccountDeletionHook,
    RenderBillingDocumentUseCase,
  ],
})
export class BillingCoreModule {}
