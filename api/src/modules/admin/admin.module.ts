import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import {
  AuthTokenRepositoryPort,
  AddLeadNoteUseCase,
  AuditLogPort,
  CustomerDirectoryPort,
  EndCustomerSessionsUseCase,
  ExtendLicenseUseCase,
  GetCustomerUseCase,
  JobQueuePort,
  LicenseRepositoryPort,
  MachineRepositoryPort,
  MailDeliveryLogPort,
  PaymentProviderPort,
  RateLimiterPort,
  ReinstateLicenseUseCase,
  ReleaseCustomerDeviceUseCase,
  ResendCustomerVerificationUseCase,
  SearchCustomersUseCase,
  SecurityEventLogPort,
  SessionRepositoryPort,
  SubscriptionRepositoryPort,
  SubscriptionSync,
  SuspendLicenseUseCase,
  RotateLicenseKeyUseCase,
  LicenseMemberRepositoryPort,
  SyncSubscriptionNowUseCase,
  UserRepositoryPort,
  AuditTrail,
  GetLicenseTeamUseCase,
  LicenseMemberRemover,
  LicenseTeamReader,
  RemoveLicenseMemberBySupportUseCase,
  CheckAdminAccessUseCase,
  ClockPort,
  LeadRepositoryPort,
  ListAuditEntriesUseCase,
  ConsoleOverviewPort,
  GetConsoleOverviewUseCase,
  ListLeadsUseCase,
  MoveLeadStatusUseCase,
  TokenGeneratorPort,
  TransactionPort,
  TwoFactorRepositoryPort,
  DisputeRepositoryPort,
  ListDisputesUseCase,
  ListSubscriptionPaymentsUseCase,
  RefundSubscriptionPaymentUseCase,
  ResetCustomerTwoFactorUseCase,
  SubscriptionRefunds,
  PaymentRecorder,
  BillingDocumentRepositoryPort,
  SearchBillingDocumentsUseCase,
  ExportBillingDocumentsUseCase,
  GetRevenueReportUseCase,
  RevenueFiguresPort,
} from '@pointforge/domain';
import { AccountsModule } from '../accounts/accounts.module';
import { useCaseProvider } from '../accounts/use-case-provider';
import { AdminGuard } from './admin.guard';
import { AdminRequestAccess } from './admin-request-access';
import { QueueAdminController } from './queue-admin.controller';
import { AuditAdminController } from './audit-admin.controller';
import { OverviewAdminController } from './overview-admin.controller';
import { BILLING_LINKS, BILLING_RENEWALS } from '../billing/billing-core.module';
import { CustomersAdminController } from './customers-admin.controller';
import { LeadsAdminController } from './leads-admin.controller';
import { LicensesAdminController } from './licenses-admin.controller';
import { DisputesAdminController } from './disputes-admin.controller';
import { SubscriptionsAdminController } from './subscriptions-admin.controller';
import { DocumentsAdminController } from './documents-admin.controller';
import { RevenueAdminController } from './revenue-admin.controller';

/** What support's licence actions are built from (LicenseSupportAction). */
const LICENSE_ACTION_PORTS = [
  LicenseRepositoryPort,
  MachineRepositoryPort,
  UserRepositoryPort,
  JobQueuePort,
  BILLING_LINKS,
  AuditTrail,
  TransactionPort,
  ClockPort,
] as const;

/**
 * The operator console's API (/api/admin/*). Its guard is global but acts only on admin
 * controllers, so a controller added here (customers, licences, subscriptions) is guarded by
 * being declared; `@AdminController` binds the audit interceptor, and the guard refuses an
 * admin controller without it.
 */
@Module({
  imports: [AccountsModule],
  controllers: [
    OverviewAdminController,
    RevenueAdminController,
    LeadsAdminController,
    AuditAdminController,
    CustomersAdminController,
    LicensesAdminController,
    SubscriptionsAdminController,
    DisputesAdminController,
    DocumentsAdminController,
    QueueAdminController,
  ],
  providers: [
    useCaseProvider(AuditTrail, [AuditLogPort, TokenGeneratorPort, ClockPort]),
    useCaseProvider(CheckAdminAccessUseCase, [TwoFactorRepositoryPort]),
    useCaseProvider(GetLicenseTeamUseCase, [LicenseRepositoryPort, LicenseTeamReader]),
    useCaseProvider(RemoveLicenseMemberBySupportUseCase, [LicenseRepositoryPort, LicenseMemberRemover, LicenseTeamReader]),
    useCaseProvider(ListAuditEntriesUseCase, [AuditLogPort]),
    useCaseProvider(GetConsoleOverviewUseCase, [ConsoleOverviewPort, ClockPort]),
    useCaseProvider(GetRevenueReportUseCase, [RevenueFiguresPort, ClockPort, BILLING_RENEWALS]),
    useCaseProvider(ListLeadsUseCase, [LeadRepositoryPort]),
    useCaseProvider(MoveLeadStatusUseCase, [LeadRepositoryPort, AuditTrail, TransactionPort]),
    useCaseProvider(AddLeadNoteUseCase, [LeadRepositoryPort, AuditTrail]),
    useCaseProvider(SearchCustomersUseCase, [CustomerDirectoryPort, ClockPort]),
    useCaseProvider(GetCustomerUseCase, [
      UserRepositoryPort,
      TwoFactorRepositoryPort,
      LicenseRepositoryPort,
      MachineRepositoryPort,
      SubscriptionRepositoryPort,
      SessionRepositoryPort,
      MailDeliveryLogPort,
      ClockPort,
      DisputeRepositoryPort,
    ]),
    useCaseProvider(ResendCustomerVerificationUseCase, [
      AuditTrail,
      UserRepositoryPort,
      AuthTokenRepositoryPort,
      TokenGeneratorPort,
      ClockPort,
      JobQueuePort,
      BILLING_LINKS,
      RateLimiterPort,
      TransactionPort,
      SecurityEventLogPort,
    ]),
    useCaseProvider(EndCustomerSessionsUseCase, [UserRepositoryPort, SessionRepositoryPort, AuditTrail, TransactionPort]),
    useCaseProvider(ResetCustomerTwoFactorUseCase, [
      UserRepositoryPort,
      TwoFactorRepositoryPort,
      SessionRepositoryPort,
      AuditTrail,
      TransactionPort,
      TokenGeneratorPort,
      JobQueuePort,
      BILLING_LINKS,
    ]),
    useCaseProvider(ReleaseCustomerDeviceUseCase, [LicenseRepositoryPort, MachineRepositoryPort, AuditTrail, TransactionPort, ClockPort]),
    useCaseProvider(ExtendLicenseUseCase, [...LICENSE_ACTION_PORTS]),
    useCaseProvider(SuspendLicenseUseCase, [...LICENSE_ACTION_PORTS]),
    useCaseProvider(ReinstateLicenseUseCase, [...LICENSE_ACTION_PORTS]),
    useCaseProvider(RotateLicenseKeyUseCase, [TokenGeneratorPort, LicenseMemberRepositoryPort, ...LICENSE_ACTION_PORTS]),
    useCaseProvider(SyncSubscriptionNowUseCase, [SubscriptionRepositoryPort, PaymentProviderPort, SubscriptionSync, AuditTrail, TransactionPort, ClockPort]),
    useCaseProvider(ListSubscriptionPaymentsUseCase, [SubscriptionRepositoryPort, SubscriptionRefunds]),
    useCaseProvider(RefundSubscriptionPaymentUseCase, [
      SubscriptionRepositoryPort,
      PaymentProviderPort,
      SubscriptionRefunds,
      AuditTrail,
      ClockPort,
      PaymentRecorder,
    ]),
    useCaseProvider(ListDisputesUseCase, [DisputeRepositoryPort, SubscriptionRepositoryPort, UserRepositoryPort]),
    useCaseProvider(SearchBillingDocumentsUseCase, [BillingDocumentRepositoryPort]),
    useCaseProvider(ExportBillingDocumentsUseCase, [BillingDocumentRepositoryPort]),
    AdminRequestAccess,
    { provide: APP_GUARD, useClass: AdminGuard },
  ],
  // The owner rotates a key of their own from the dashboard (LicensingModule's route).
  exports: [RotateLicenseKeyUseCase],
})
export class AdminModule {}
