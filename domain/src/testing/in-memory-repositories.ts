import { InMemoryAuditLog } from './in-memory-audit-log';
import { InMemoryCustomerDirectory } from './in-memory-customer-directory';
import { InMemoryConsoleOverview } from './in-memory-console-overview';
import { InMemoryAuthTokenRepository } from './in-memory-auth-token.repository';
import { InMemoryInstallerDownloadRepository } from './in-memory-installer-download.repository';
import { InMemoryLeadRepository } from './in-memory-lead.repository';
import { InMemoryLicenseRepository } from './in-memory-license.repository';
import { InMemoryMachineRepository } from './in-memory-machine.repository';
import { InMemoryOfflineActivationRequestRepository } from './in-memory-offline-activation-request.repository';
import { InMemoryDeviceAuthorizationRepository, InMemoryDeviceGrantRepository } from './in-memory-device-sign-in.repository';
import { InMemoryLicenseMemberRepository } from './in-memory-license-member.repository';
import { InMemoryLicenseInvitationRepository } from './in-memory-license-invitation.repository';
import { InMemoryMailDeliveryLog } from './in-memory-mail-delivery-log';
import { InMemorySentMailRepository } from './in-memory-sent-mail.repository';
import { InMemorySessionRepository } from './in-memory-session.repository';
import { InMemoryStore } from './in-memory-store';
import { InMemorySubscriptionRepository } from './in-memory-subscription.repository';
import { InMemoryTwoFactorRepository } from './in-memory-two-factor.repository';
import { InMemoryUserRepository } from './in-memory-user.repository';
import { InMemoryTransaction } from './in-memory-transaction';
import { InMemoryWebhookEventRepository } from './in-memory-webhook-event.repository';
import { InMemoryDisputeRepository } from './in-memory-dispute.repository';
import { InMemoryBillingProfileRepository } from './in-memory-billing-profile.repository';
import { InMemoryPaymentLedger } from './in-memory-payment-ledger';
import { InMemoryBillingDocumentRepository } from './in-memory-billing-document.repository';
import { InMemoryRevenueFigures } from './in-memory-revenue-figures';
import { InMemoryReleaseRepository } from './in-memory-release.repository';

export interface InMemoryRepositories {
  users: InMemoryUserRepository;
  authTokens: InMemoryAuthTokenRepository;
  sessions: InMemorySessionRepository;
  twoFactor: InMemoryTwoFactorRepository;
  licenses: InMemoryLicenseRepository;
  machines: InMemoryMachineRepository;
  offlineActivationRequests: InMemoryOfflineActivationRequestRepository;
  deviceAuthorizations: InMemoryDeviceAuthorizationRepository;
  deviceGrants: InMemoryDeviceGrantRepository;
  licenseMembers: InMemoryLicenseMemberRepository;
  licenseInvitations: InMemoryLicenseInvitationRepository;
  installerDownloads: InMemoryInstallerDownloadRepository;
  releases: InMemoryReleaseRepository;
  subscriptions: InMemorySubscriptionRepository;
  webhookEvents: InMemoryWebhookEventRepository;
  disputes: InMemoryDisputeRepository;
  billingProfiles: InMemoryBillingProfileRepository;
  paymentLedger: InMemoryPaymentLedger;
  billingDocuments: InMemoryBillingDocumentRepository;
  leads: InMemoryLeadRepository;
  sentMail: InMemorySentMailRepository;
  mailDeliveries: InMemoryMailDeliveryLog;
  auditLog: InMemoryAuditLog;
  customers: InMemoryCustomerDirectory;
  consoleOverview: InMemoryConsoleOverview;
  revenueFigures: InMemoryRevenueFigures;
  /** Rolls back the store (and whatever is enlisted, such as a recording job queue) when its work throws. */
  transaction: InMemoryTransaction;
}

/**
 * Every repository fake over one shared store, with the same keys as infra's
 * `createTypeormRepositories`, so a user deleted through `users` is gone from `sessions`.
 */
export function createInMemoryRepositories(): InMemoryRepositories {
  const store = new InMemoryStore();
  return {
    users: new InMemoryUserRepository(store),
    authTokens: new InMemoryAuthTokenRepository(store),
    sessions: new InMemorySessionRepository(store),
    twoFactor: new InMemoryTwoFactorRepository(store),
    licenses: new InMemoryLicenseRepository(store),
    machines: new InMemoryMachineRepository(store),
    offlineActivationRequests: new InMemoryOfflineActivationRequestRepository(store),
    deviceAuthorizations: new InMemoryDeviceAuthorizationRepository(store),
    deviceGrants: new InMemoryDeviceGrantRepository(store),
    licenseMembers: new InMemoryLicenseMemberRepository(store),
    licenseInvitations: new InMemoryLicenseInvitationRepository(store),
    installerDownloads: new InMemoryInstallerDownloadRepository(store),
    releases: new InMemoryReleaseRepository(store),
    subscriptions: new InMemorySubscriptionRepository(store),
    webhookEvents: new InMemoryWebhookEventRepository(store),
    disputes: new InMemoryDisputeRepository(store),
    billingProfiles: new InMemoryBillingProfileRepository(store),
    paymentLedger: new InMemoryPaymentLedger(store),
    billingDocuments: new InMemoryBillingDocumentRepository(store),
    leads: new InMemoryLeadRepository(store),
    sentMail: new InMemorySentMailRepository(store),
    mailDeliveries: new InMemoryMailDeliveryLog(store),
    auditLog: new InMemoryAuditLog(store),
    customers: new InMemoryCustomerDirectory(store),
    consoleOverview: new InMemoryConsoleOverview(store),
    revenueFigures: new InMemoryRevenueFigures(store),
    transaction: new InMemoryTransaction(store),
  };
}
