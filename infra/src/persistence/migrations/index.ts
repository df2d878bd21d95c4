import { InitialSchema1763769600000 } from './1763769600000-initial-schema';
import { Outbox1764100000000 } from './1764100000000-outbox';
import { TwoFactor1764100000100 } from './1764100000100-two-factor';
import { TrialLedger1764100000200 } from './1764100000200-trial-ledger';
import { SubscriptionLastPayment1764200000100 } from './1764200000100-subscription-last-payment';
import { WebhookEventReceivedIndex1764200000101 } from './1764200000101-webhook-event-received-index';
import { SubscriptionDisputes1764200000102 } from './1764200000102-subscription-disputes';
import { SubscriptionPaidCycles1764200000103 } from './1764200000103-subscription-paid-cycles';
import { SubscriptionNextCheck1764300000000 } from './1764300000000-subscription-next-check';
import { Machines1764400000000 } from './1764400000000-machines';
import { UserRoles1764500000000 } from './1764500000000-user-roles';
import { AuditLog1764500000100 } from './1764500000100-audit-log';
import { LicenseSuspension1764600000000 } from './1764600000000-license-suspension';
import { MailDeliveries1764600000100 } from './1764600000100-mail-deliveries';
import { PaidThroughAndOverdue1764700000000 } from './1764700000000-paid-through-and-overdue';
import { SubscriptionApprovedAt1764700000100 } from './1764700000100-subscription-approved-at';
import { SubscriptionContinuesLicense1764700000200 } from './1764700000200-subscription-continues-license';
import { SubscriptionPlanChange1764700000300 } from './1764700000300-subscription-plan-change';
import { SubscriptionScheduledChange1764700000400 } from './1764700000400-subscription-scheduled-change';
import { SessionAuthentication1764800000150 } from './1764800000150-session-authentication';
import { EncryptTwoFactorSecrets1764800000300 } from './1764800000300-encrypt-two-factor-secrets';
import { AuditLogActionIndex1764900000100 } from './1764900000100-audit-log-action-index';
import { BillingProfiles1764900000200 } from './1764900000200-billing-profiles';
import { PaymentLedger1764900000400 } from './1764900000400-payment-ledger';
import { BillingDocuments1764900000500 } from './1764900000500-billing-documents';
import { MachineHolders1764900000600 } from './1764900000600-machine-holders';
import { LicenseTeams1764900000700 } from './1764900000700-license-teams';
import { DeviceSignIn1765000000300 } from './1765000000300-device-sign-in';
import { OfflineLicensing1765100000100 } from './1765100000100-offline-licensing';
import { OfflineDeviceKeys1765100000200 } from './1765100000200-offline-device-keys';
import { Releases1765100000500 } from './1765100000500-releases';
import { ConsoleSearchIndexes1765100000600 } from './1765100000600-console-search-indexes';
import { RetentionIndexes1765100000610 } from './1765100000610-retention-indexes';
import { LedgerOccurredTransactionIndex1765100000900 } from './1765100000900-ledger-occurred-transaction-index';
import { RevenueFiguresIndexes1765100001100 } from './1765100001100-revenue-figures-indexes';

/** Every migration, oldest first. A new one is appended here. */
export const migrations = [
  InitialSchema1763769600000,
  Outbox1764100000000,
  TwoFactor1764100000100,
  TrialLedger1764100000200,
  SubscriptionLastPayment1764200000100,
  WebhookEventReceivedIndex1764200000101,
  SubscriptionDisputes1764200000102,
  SubscriptionPaidCycles1764200000103,
  SubscriptionNextCheck1764300000000,
  Machines1764400000000,
  UserRoles1764500000000,
  AuditLog1764500000100,
  LicenseSuspension1764600000000,
  MailDeliveries1764600000100,
  PaidThroughAndOverdue1764700000000,
  SubscriptionApprovedAt1764700000100,
  SubscriptionContinuesLicense1764700000200,
  SubscriptionPlanChange1764700000300,
  SubscriptionScheduledChange1764700000400,
  SessionAuthentication1764800000150,
  EncryptTwoFactorSecrets1764800000300,
  AuditLogActionIndex1764900000100,
  BillingProfiles1764900000200,
  PaymentLedger1764900000400,
  BillingDocuments1764900000500,
  MachineHolders1764900000600,
  LicenseTeams1764900000700,
  DeviceSignIn1765000000300,
  OfflineLicensing1765100000100,
  OfflineDeviceKeys1765100000200,
  Releases1765100000500,
  ConsoleSearchIndexes1765100000600,
  RetentionIndexes1765100000610,
  LedgerOccurredTransactionIndex1765100000900,
  RevenueFiguresIndexes1765100001100,
];
