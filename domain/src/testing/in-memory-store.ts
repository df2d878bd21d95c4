import type { AuditEntry } from '../admin/audit-entry.entity';
import type { SubscriptionDispute } from '../billing/dispute.repository.port';
import type { StoredBillingProfile } from '../billing/billing-profile.repository.port';
import type { LedgerEntry } from '../billing/ledger/ledger-entry';
import type { BillingDocument } from '../billing/documents/billing-document';
import type { AuthToken } from '../accounts/auth-token.entity';
import type { Session } from '../accounts/session.entity';
import type { TwoFactorCredential } from '../accounts/two-factor.entity';
import type { User } from '../accounts/user.entity';
import type { Subscription } from '../billing/subscription.entity';
import type { ContactMessage } from '../leads/contact-message.entity';
import type { DemoRequest } from '../leads/demo-request.entity';
import type { InstallerDownload } from '../licensing/installer-download.entity';
import type { License } from '../licensing/license.entity';
import type { Machine } from '../licensing/machine.entity';
import type { DeviceAuthorization } from '../licensing/device-sign-in/device-authorization.entity';
import type { DeviceGrant } from '../licensing/device-sign-in/device-grant.entity';
import type { LicenseMember } from '../licensing/license-member.entity';
import type { LicenseInvitation } from '../licensing/license-invitation.entity';
import type { UsedOfflineActivationRequest } from '../licensing/offline/offline-activation-request.repository.port';
import type { MailDelivery } from '../mail/mail-delivery';
import type { Release } from '../licensing/releases/release.entity';
import { InMemoryTable } from './in-memory-table';

export interface ProcessedWebhookEvent {
  eventId: string;
  eventType: string;
  receivedAt: Date;
}

/** A trial once issued to an address; only the keyed hash of the address is kept. */
export interface TrialLedgerEntry {
  addressKey: string;
  createdAt: Date;
}

/** A recovery code of two-factor sign-in: only its SHA-256 hash is stored. */
export interface RecoveryCodeRecord {
  id: number;
  userId: string;
  codeHash: string;
  usedAt: Date | null;
}

/** A machine fingerprint once activated on a trial licence, as a keyed hash, with that licence. */
export interface TrialFingerprintEntry {
  fingerprintKey: string;
  licenseId: string;
  createdAt: Date;
}

/** `machines.deactivation_code_hash`: the hash of the offline deactivation code of a machine's latest file. */
export interface MachineDeactivationCodeRecord {
  machineId: string;
  codeHash: string;
}

/** A user's billing profile: one row per user, gone with the user. */
export interface BillingProfileRecord extends StoredBillingProfile {
  userId: string;
}

/** The last number handed out in a series and year (`INV-2027`). */
export interface DocumentSequenceRecord {
  key: string;
  lastSequence: number;
}

export interface SentMailRecord {
  idempotencyKey: string;
  sentAt: Date;
}

/**
 * The tables behind the in-memory repository fakes, with the unique indexes and foreign
 * keys of the real schema, so fakes sharing one store behave like repositories sharing
 * one database (deleting a user ends its sessions, detaches its licences, …).
 */
export class InMemoryStore {
  readonly users = new InMemoryTable<User>('users', 'id', ['email']);
  readonly sessions = new InMemoryTable<Session>('sessions', 'id');
  readonly authTokens = new InMemoryTable<AuthToken>('auth_tokens', 'id');
  readonly twoFactorCredentials = new InMemoryTable<TwoFactorCredential>('two_factor_credentials', 'userId');
  readonly recoveryCodes = new InMemoryTable<RecoveryCodeRecord>('two_factor_recovery_codes', 'id');
  readonly licenses = new InMemoryTable<License>('licenses', 'id', ['licenseKey', 'subscriptionId']);
  readonly installerDownloads = new InMemoryTable<InstallerDownload>('installer_downloads', 'id');
  readonly subscriptions = new InMemoryTable<Subscription>('subscriptions', 'id', ['paypalSubscriptionId']);
  readonly webhookEvents = new InMemoryTable<ProcessedWebhookEvent>('processed_webhook_events', 'eventId');
  readonly disputes = new InMemoryTable<SubscriptionDispute>('subscription_disputes', 'disputeId');
  readonly billingProfiles = new InMemoryTable<BillingProfileRecord>('billing_profiles', 'userId');
  /** No foreign keys: kept whole when the user goes (tax records). */
  readonly paymentLedger = new InMemoryTable<LedgerEntry>('payment_ledger', 'id', ['providerTransactionId']);
  /** No foreign keys either: documents outlive the account. */
  readonly billingDocuments = new InMemoryTable<BillingDocument>('billing_documents', 'id', ['number', 'ledgerEntryId']);
  readonly documentSequences = new InMemoryTable<DocumentSequenceRecord>('document_sequences', 'key');
  readonly demoRequests = new InMemoryTable<DemoRequest>('demo_requests', 'id');
  readonly contactMessages = new InMemoryTable<ContactMessage>('contact_messages', 'id');
  readonly sentMail = new InMemoryTable<SentMailRecord>('sent_mail', 'idempotencyKey');
  /** No user column: a delivery names an address. */
  readonly mailDeliveries = new InMemoryTable<MailDelivery>('mail_deliveries', 'idempotencyKey');
  /** No user column: deleting the user leaves it as it is. */
  readonly trialLedger = new InMemoryTable<TrialLedgerEntry>('trial_ledger', 'addressKey');
  /** Unique (licenseId, fingerprint) is kept by InMemoryMachineRepository, the one writer. */
  readonly machines = new InMemoryTable<Machine>('machines', 'id');
  /** A column of `machines` in the schema; deleted with its machine (InMemoryMachineRepository). */
  readonly machineDeactivationCodes = new InMemoryTable<MachineDeactivationCodeRecord>('machines', 'machineId');
  /** No user column: a used request outlives its uploader. */
  readonly offlineActivationRequests = new InMemoryTable<UsedOfflineActivationRequest>('offline_activation_requests', 'nonceHash');
  /** Unique (licenseId, userId) is kept by InMemoryLicenseInvitationRepository, the one writer. */
  readonly licenseMembers = new InMemoryTable<LicenseMember>('license_members', 'id');
  readonly licenseInvitations = new InMemoryTable<LicenseInvitation>('license_invitations', 'id', ['tokenHash']);
  /** No user column either: a fingerprint's trial outlives the account. */
  readonly trialFingerprints = new InMemoryTable<TrialFingerprintEntry>('trial_fingerprints', 'fingerprintKey');
  readonly deviceAuthorizations = new InMemoryTable<DeviceAuthorization>('device_authorizations', 'id', ['deviceCodeHash', 'userCode']);
  /** Unique (licenseId, fingerprint) is kept by InMemoryDeviceGrantRepository, the one writer; deleted with their machine (InMemoryMachineRepository). */
  readonly deviceGrants = new InMemoryTable<DeviceGrant>('device_grants', 'id', ['accessTokenHash', 'refreshTokenHash']);
  /** No user column either: an entry outlives its actor and its target. */
  readonly auditLog = new InMemoryTable<AuditEntry>('audit_log', 'id');
  /** Unique (version, platform, channel) is kept by InMemoryReleaseRepository, the one writer. */
  readonly releases = new InMemoryTable<Release>('releases', 'id');

  /** Remembers every table now; the returned function puts them all back. */
  snapshot(): () => void {
    const restores = Object.values(this)
      .filter((table): table is InMemoryTable<object> => table instanceof InMemoryTable)
      .map((table) => table.snapshot());
    return () => restores.forEach((restore) => restore());
  }

  /** Deletes a user the way the schema's foreign keys do: CASCADE or SET NULL per table. */
  deleteUser(userId: string): void {
    this.users.delete((user) => user.id === userId);
    this.sessions.delete((session) => session.userId === userId);
    this.authTokens.delete((token) => token.userId === userId);
    this.twoFactorCredentials.delete((credential) => credential.userId === userId);
    this.recoveryCodes.delete((code) => code.userId === userId);
    this.billingProfiles.delete((row) => row.userId === userId);
    this.licenses.update((license) => license.userId === userId, { userId: null });
    this.subscriptions.update((subscription) => subscription.userId === userId, { userId: null });
    this.installerDownloads.update((download) => download.userId === userId, { userId: null });
    this.releases.update((release) => release.publishedBy === userId, { publishedBy: null });
    this.deviceAuthorizations.delete((authorization) => authorization.userId === userId);
    this.deviceGrants.delete((grant) => grant.userId === userId);
    this.licenseMembers.delete((member) => member.userId === userId);
    this.licenseInvitations.update((invitation) => invitation.invitedByUserId === userId, { invitedByUserId: null });
    this.licenseInvitations.update((invitation) => invitation.acceptedByUserId === userId, { acceptedByUserId: null });
    this.licenseInvitations.update((invitation) => invitation.registeredUserId === userId, { registeredUserId: null });
  }
}

/**
 * What every repository fake extends (it implements its port): the store it reads and
 * writes, shared with the other fakes when given (createInMemoryRepositories), else its own.
 */
export abstract class InMemoryRepository {
  constructor(protected readonly store = new InMemoryStore()) {}
}

/**
 * A fake whose rows live in one table keyed by `id` (`rows`, a table of the store): `create`
 * stores one, `findById` reads it back.
 */
export abstract class InMemoryTableRepository<Row extends { id: string }> extends InMemoryRepository {
  protected abstract readonly rows: InMemoryTable<Row>;

  async create(row: Row): Promise<void> {
    this.rows.insert(row);
  }

  async findById(id: string): Promise<Row | null> {
    return this.rows.find((row) => row.id === id);
  }
}
