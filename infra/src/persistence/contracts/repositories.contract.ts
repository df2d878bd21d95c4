import type { RepositoriesSetup } from '../../testing/repository-fixtures';
import { describeAuditLogContract } from './audit-log.contract';
import { describeCustomerDirectoryContract } from './customer-directory.contract';
import { describeConsoleOverviewContract } from './console-overview.contract';
import { describeAuthTokenRepositoryContract } from './auth-token-repository.contract';
import { describeInstallerDownloadRepositoryContract } from './installer-download-repository.contract';
import { describeLeadRepositoryContract } from './lead-repository.contract';
import { describeLicenseRepositoryContract } from './license-repository.contract';
import { describeMachineRepositoryContract } from './machine-repository.contract';
import { describeDeviceSignInRepositoryContract } from './device-sign-in-repository.contract';
import { describeMailDeliveryLogContract, describeSentMailRepositoryContract } from './sent-mail-repository.contract';
import { describeSessionRepositoryContract } from './session-repository.contract';
import { describeSubscriptionRepositoryContract } from './subscription-repository.contract';
import { describeTransactionContract } from './transaction.contract';
import { describeTwoFactorRepositoryContract } from './two-factor-repository.contract';
import { describeUserRepositoryContract } from './user-repository.contract';
import { describeWebhookEventRepositoryContract } from './webhook-event-repository.contract';
import { describeDisputeRepositoryContract } from './dispute-repository.contract';
import { describeBillingProfileRepositoryContract } from './billing-profile-repository.contract';
import { describePaymentLedgerContract } from './payment-ledger.contract';
import { describeBillingDocumentRepositoryContract } from './billing-document-repository.contract';
import { describeRevenueRecordsContract } from './revenue-records.contract';

/** The contract of every repository port, for one implementation of them all. */
export function describeRepositoryContracts(name: string, setup: RepositoriesSetup): void {
  describeUserRepositoryContract(name, setup);
  describeSessionRepositoryContract(name, setup);
  describeAuthTokenRepositoryContract(name, setup);
  describeTwoFactorRepositoryContract(name, setup);
  describeLicenseRepositoryContract(name, setup);
  describeMachineRepositoryContract(name, setup);
  describeDeviceSignInRepositoryContract(name, setup);
  describeInstallerDownloadRepositoryContract(name, setup);
  describeSubscriptionRepositoryContract(name, setup);
  describeWebhookEventRepositoryContract(name, setup);
  describeDisputeRepositoryContract(name, setup);
  describeBillingProfileRepositoryContract(name, setup);
  describePaymentLedgerContract(name, setup);
  describeBillingDocumentRepositoryContract(name, setup);
  describeLeadRepositoryContract(name, setup);
  describeSentMailRepositoryContract(name, setup);
  describeMailDeliveryLogContract(name, setup);
  describeAuditLogContract(name, setup);
  describeCustomerDirectoryContract(name, setup);
  describeConsoleOverviewContract(name, setup);
  describeRevenueRecordsContract(name, setup);
  describeTransactionContract(name, setup);
}
