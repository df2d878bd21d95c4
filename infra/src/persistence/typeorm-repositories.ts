import {
  AuditLogPort,
  CustomerDirectoryPort,
  ConsoleOverviewPort,
  AuthTokenRepositoryPort,
  InstallerDownloadRepositoryPort,
  ReleaseRepositoryPort,
  LeadRepositoryPort,
  LicenseRepositoryPort,
  MachineRepositoryPort,
  OfflineActivationRequestRepositoryPort,
  DeviceAuthorizationRepositoryPort,
  DeviceGrantRepositoryPort,
  LicenseMemberRepositoryPort,
  LicenseInvitationRepositoryPort,
  MailDeliveryLogPort,
  SentMailRepositoryPort,
  SessionRepositoryPort,
  SubscriptionRepositoryPort,
  TransactionPort,
  TwoFactorRepositoryPort,
  UserRepositoryPort,
  WebhookEventRepositoryPort,
  DisputeRepositoryPort,
  BillingProfileRepositoryPort,
  PaymentLedgerPort,
  BillingDocumentRepositoryPort,
  RevenueFiguresPort,
} from '@pointforge/domain';
import type { DataSource } from 'typeorm';
import { DatabaseAccess } from './database-access';
import { TypeormAuditLog } from './admin/typeorm-audit-log';
import { TypeormCustomerDirectory } from './admin/typeorm-customer-directory';
import { TypeormConsoleOverview } from './admin/typeorm-console-overview';
import { TypeormAuthTokenRepository } from './accounts/typeorm-auth-token.repository';
import { TypeormSessionRepository } from './accounts/typeorm-session.repository';
import { TypeormTwoFactorRepository } from './accounts/typeorm-two-factor.repository';
import { TypeormUserRepository } from './accounts/typeorm-user.repository';
import { TypeormSubscriptionRepository } from './billing/typeorm-subscription.repository';
import { TypeormWebhookEventRepository } from './billing/typeorm-webhook-event.repository';
import { TypeormDisputeRepository } from './billing/typeorm-dispute.repository';
import { TypeormBillingProfileRepository } from './billing/typeorm-billing-profile.repository';
import { TypeormPaymentLedger } from './billing/typeorm-payment-ledger';
import { TypeormBillingDocumentRepository } from './billing/typeorm-billing-document.repository';
import { TypeormRevenueFigures } from './billing/typeorm-revenue-figures';
import { TypeormLeadRepository } from './leads/typeorm-lead.repository';
import { TypeormInstallerDownloadRepository } from './licensing/typeorm-installer-download.repository';
import { TypeormReleaseRepository } from './releases/typeorm-release.repository';
import { TypeormLicenseRepository } from './licensing/typeorm-license.repository';
import { TypeormMachineRepository } from './licensing/typeorm-machine.repository';
import { TypeormOfflineActivationRequestRepository } from './licensing/typeorm-offline-activation-request.repository';
import { TypeormDeviceAuthorizationRepository, TypeormDeviceGrantRepository } from './licensing/typeorm-device-sign-in.repository';
import { TypeormLicenseMemberRepository } from './licensing/typeorm-license-member.repository';
import { TypeormLicenseInvitationRepository } from './licensing/typeorm-license-invitation.repository';
import { TypeormMailDeliveryLog } from './mail/typeorm-mail-delivery-log';
import { TypeormSentMailRepository } from './mail/typeorm-sent-mail.repository';
import { TypeormTransaction } from './typeorm-transaction';
import type { TwoFactorSecretCipher } from '../security/two-factor-secret-cipher';

/** Every repository port, keyed by name; `createInMemoryRepositories()` in domain/testing has the same keys. */
export interface Repositories {
  users: UserRepositoryPort;
  authTokens: AuthTokenRepositoryPort;
  sessions: SessionRepositoryPort;
  twoFactor: TwoFactorRepositoryPort;
  licenses: LicenseRepositoryPort;
  machines: MachineRepositoryPort;
  offlineActivationRequests: OfflineActivationRequestRepositoryPort;
  deviceAuthorizations: DeviceAuthorizationRepositoryPort;
  deviceGrants: DeviceGrantRepositoryPort;
  licenseMembers: LicenseMemberRepositoryPort;
  licenseInvitations: LicenseInvitationRepositoryPort;
  installerDownloads: InstallerDownloadRepositoryPort;
  releases: ReleaseRepositoryPort;
  subscriptions: SubscriptionRepositoryPort;
  webhookEvents: WebhookEventRepositoryPort;
  disputes: DisputeRepositoryPort;
  billingProfiles: BillingProfileRepositoryPort;
  paymentLedger: PaymentLedgerPort;
  billingDocuments: BillingDocumentRepositoryPort;
  leads: LeadRepositoryPort;
  sentMail: SentMailRepositoryPort;
  mailDeliveries: MailDeliveryLogPort;
  auditLog: AuditLogPort;
  /** The console's customer table, across accounts, licences, subscriptions and credentials. */
  customers: CustomerDirectoryPort;
  consoleOverview: ConsoleOverviewPort;
  /** The console's revenue figures, aggregated over the ledger, subscriptions, trials and failed renewals. */
  revenueFigures: RevenueFiguresPort;
  /** One unit of work over all of the above (and the outbox). */
  transaction: TransactionPort;
}

/** Each repository's port class (an abstract class, so it doubles as a DI token), keyed as in `Repositories`. */
export const REPOSITORY_PORTS: { readonly [K in keyof Repositories]: abstract new (...args: never[]) => Repositories[K] } = {
  users: UserRepositoryPort,
  authTokens: AuthTokenRepositoryPort,
  sessions: SessionRepositoryPort,
  twoFactor: TwoFactorRepositoryPort,
  licenses: LicenseRepositoryPort,
  machines: MachineRepositoryPort,
  offlineActivationRequests: OfflineActivationRequestRepositoryPort,
  deviceAuthorizations: DeviceAuthorizationRepositoryPort,
  deviceGrants: DeviceGrantRepositoryPort,
  licenseMembers: LicenseMemberRepositoryPort,
  licenseInvitations: LicenseInvitationRepositoryPort,
  installerDownloads: InstallerDownloadRepositoryPort,
  releases: ReleaseRepositoryPort,
  subscriptions: SubscriptionRepositoryPort,
  webhookEvents: WebhookEventRepositoryPort,
  disputes: DisputeRepositoryPort,
  billingProfiles: BillingProfileRepositoryPort,
  paymentLedger: PaymentLedgerPort,
  billingDocuments: BillingDocumentRepositoryPort,
  leads: LeadRepositoryPort,
  sentMail: SentMailRepositoryPort,
  mailDeliveries: MailDeliveryLogPort,
  auditLog: AuditLogPort,
  customers: CustomerDirectoryPort,
  consoleOverview: ConsoleOverviewPort,
  revenueFigures: RevenueFiguresPort,
  transaction: TransactionPort,
};

/** The TypeORM repositories over one (initialised) data source; `twoFactorSecrets` encrypts the TOTP secrets. */
export function createTypeormRepositories(dataSource: DataSource, twoFactorSecrets: TwoFactorSecretCipher): Repositories {
  const database = DatabaseAccess.for(dataSource);
  return {
    users: new TypeormUserRepository(database, twoFactorSecrets),
    authTokens: new TypeormAuthTokenRepository(database),
    sessions: new TypeormSessionRepository(database),
    twoFactor: new TypeormTwoFactorRepository(database, twoFactorSecrets),
    licenses: new TypeormLicenseRepository(database),
    machines: new TypeormMachineRepository(database),
    offlineActivationRequests: new TypeormOfflineActivationRequestRepository(database),
    deviceAuthorizations: new TypeormDeviceAuthorizationRepository(database),
    deviceGrants: new TypeormDeviceGrantRepository(database),
    licenseMembers: new TypeormLicenseMemberRepository(database),
    licenseInvitations: new TypeormLicenseInvitationRepository(database),
    installerDownloads: new TypeormInstallerDownloadRepository(database),
    releases: new TypeormReleaseRepository(database),
    subscriptions: new TypeormSubscriptionRepository(database),
    webhookEvents: new TypeormWebhookEventRepository(database),
    disputes: new TypeormDisputeRepository(database),
    billingProfiles: new TypeormBillingProfileRepository(database),
    paymentLedger: new TypeormPaymentLedger(database),
    billingDocuments: new TypeormBillingDocumentRepository(database),
    leads: new TypeormLeadRepository(database),
    sentMail: new TypeormSentMailRepository(database),
    mailDeliveries: new TypeormMailDeliveryLog(database),
    auditLog: new TypeormAuditLog(database),
    customers: new TypeormCustomerDirectory(database),
    consoleOverview: new TypeormConsoleOverview(database),
    revenueFigures: new TypeormRevenueFigures(database),
    transaction: new TypeormTransaction(database),
  };
}
