import { DataSource } from 'typeorm';
import { AuditEntryOrmEntity } from './admin/audit-entry.orm-entity';
import { AuthTokenOrmEntity } from './accounts/auth-token.orm-entity';
import { SessionOrmEntity } from './accounts/session.orm-entity';
import { RecoveryCodeOrmEntity, TwoFactorCredentialOrmEntity } from './accounts/two-factor.orm-entity';
import { UserOrmEntity } from './accounts/user.orm-entity';
import { ProcessedWebhookEventOrmEntity } from './billing/processed-webhook-event.orm-entity';
import { SubscriptionDisputeOrmEntity } from './billing/subscription-dispute.orm-entity';
import { BillingProfileOrmEntity } from './billing/billing-profile.orm-entity';
import { LedgerEntryOrmEntity } from './billing/ledger-entry.orm-entity';
import { BillingDocumentOrmEntity, DocumentSequenceOrmEntity } from './billing/billing-document.orm-entity';
import { SubscriptionOrmEntity } from './billing/subscription.orm-entity';
import { ContactMessageOrmEntity } from './leads/contact-message.orm-entity';
import { DemoRequestOrmEntity } from './leads/demo-request.orm-entity';
import { InstallerDownloadOrmEntity } from './licensing/installer-download.orm-entity';
import { ReleaseOrmEntity } from './releases/release.orm-entity';
import { LicenseOrmEntity } from './licensing/license.orm-entity';
import { TrialLedgerOrmEntity } from './licensing/trial-ledger.orm-entity';
import { MachineOrmEntity } from './licensing/machine.orm-entity';
import { TrialFingerprintOrmEntity } from './licensing/trial-fingerprint.orm-entity';
import { OfflineActivationRequestOrmEntity } from './licensing/offline-activation-request.orm-entity';
import { LicenseMemberOrmEntity } from './licensing/license-member.orm-entity';
import { LicenseInvitationOrmEntity } from './licensing/license-invitation.orm-entity';
import { MailDeliveryOrmEntity } from './mail/mail-delivery.orm-entity';
import { SentMailOrmEntity } from './mail/sent-mail.orm-entity';
import { migrations } from './migrations';
import { OutboxMessageOrmEntity } from './outbox/outbox-message.orm-entity';
import { DeviceAuthorizationOrmEntity, DeviceGrantOrmEntity } from './licensing/device-sign-in.orm-entity';
import { registerSqliteTextSearch } from './text-search-condition';

export type DatabaseEngine = 'mysql' | 'sqlite';

export interface DatabaseOptions {
  /** `mysql://user:pass@host:3306/db` selects MySQL/MariaDB; unset selects SQLite. */
  databaseUrl?: string;
  /** The SQLite file when no URL is given. */
  sqlitePath?: string;
  logging?: boolean;
}

const DEFAULT_SQLITE_PATH = 'var/app.db';

const ormEntities = [
  UserOrmEntity,
  SessionOrmEntity,
  AuthTokenOrmEntity,
  TwoFactorCredentialOrmEntity,
  RecoveryCodeOrmEntity,
  SubscriptionOrmEntity,
  ProcessedWebhookEventOrmEntity,
  SubscriptionDisputeOrmEntity,
  BillingProfileOrmEntity,
  LedgerEntryOrmEntity,
  BillingDocumentOrmEntity,
  DocumentSequenceOrmEntity,
  LicenseOrmEntity,
  TrialLedgerOrmEntity,
  MachineOrmEntity,
  TrialFingerprintOrmEntity,
  OfflineActivationRequestOrmEntity,
  DeviceAuthorizationOrmEntity,
  DeviceGrantOrmEntity,
  LicenseMemberOrmEntity,
  LicenseInvitationOrmEntity,
  InstallerDownloadOrmEntity,
  ReleaseOrmEntity,
  DemoRequestOrmEntity,
  ContactMessageOrmEntity,
  SentMailOrmEntity,
  MailDeliveryOrmEntity,
  OutboxMessageOrmEntity,
  AuditEntryOrmEntity,
];

/**
 * Which engine a `DATABASE_URL` selects, for logs and start-up checks. Refuses any other
 * scheme by naming it, never echoing the URL (it may hold a password).
 */
export function describeDatabase(databaseUrl?: string): DatabaseEngine {
  if (!databaseUrl) return 'sqlite';
  if (/^mysql:\/\//i.test(databaseUrl)) return 'mysql';
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(databaseUrl)?.[1] ?? 'none';
  throw new Error(`DATABASE_URL must be a mysql:// URL or unset (SQLite); its scheme is "${scheme}".`);
}

/**
 * The application's data source, not yet initialised. The schema comes only from the
 * migrations (never `synchronize`).
 */
export function createDataSource(options: DatabaseOptions): DataSource {
  const shared = {
    entities: ormEntities,
    migrations,
    synchronize: false,
    migrationsRun: false,
    logging: options.logging ?? false,
  };
  if (describeDatabase(options.databaseUrl) === 'mysql') {
    return new DataSource({
      ...shared,
      type: 'mysql',
      connectorPackage: 'mysql2',
      url: options.databaseUrl,
      charset: 'utf8mb4',
      // mysql2 writes and reads DATETIME values as UTC, whatever the server's time zone.
      timezone: 'Z',
    });
  }
  // TypeORM's better-sqlite3 driver itself creates the file's directory and turns on
  // foreign keys (ON DELETE CASCADE / SET NULL depend on them) for every connection.
  return new DataSource({
    ...shared,
    type: 'better-sqlite3',
    database: options.sqlitePath ?? DEFAULT_SQLITE_PATH,
    enableWAL: true,
    prepareDatabase: registerSqliteTextSearch,
  });
}

/** Readiness: throws when the database does not answer. */
export async function pingDatabase(dataSource: DataSource): Promise<void> {
  await dataSource.query('SELECT 1');
}
