import { afterEach, describe, expect, it } from '@jest/globals';
import type { Table } from 'typeorm';
import { openTestDatabase, TEST_DATABASE_ENGINES, type TestDatabase } from '../testing/test-databases';
import { aLicense } from '@pointforge/domain/testing';
import { givenSubscription, givenUser } from '../testing/repository-fixtures';
import { testTwoFactorSecrets } from '../testing/two-factor-secrets';
import { revertAllMigrations, runMigrations } from './migrate';
import { migrations } from './migrations';
import { createTypeormRepositories } from './typeorm-repositories';

/** Every migration by name, oldest first. */
const MIGRATION_NAMES = migrations.map((migration) => migration.name);

/** The schema SITE-SPEC section 3 needs: per table, its unique indexes and foreign keys. */
const EXPECTED_SCHEMA: Record<string, { unique: string[]; foreignKeys: string[] }> = {
  users: { unique: ['email'], foreignKeys: [] },
  sessions: { unique: [], foreignKeys: ['user_id -> users ON DELETE CASCADE'] },
  auth_tokens: { unique: [], foreignKeys: ['user_id -> users ON DELETE CASCADE'] },
  two_factor_credentials: { unique: [], foreignKeys: ['user_id -> users ON DELETE CASCADE'] },
  two_factor_recovery_codes: { unique: [], foreignKeys: ['user_id -> users ON DELETE CASCADE'] },
  subscriptions: { unique: ['paypal_subscription_id'], foreignKeys: ['user_id -> users ON DELETE SET NULL'] },
  licenses: {
    unique: ['license_key', 'subscription_id'],
    foreignKeys: ['subscription_id -> subscriptions ON DELETE RESTRICT', 'user_id -> users ON DELETE SET NULL'],
  },
  installer_downloads: { unique: [], foreignKeys: ['user_id -> users ON DELETE SET NULL'] },
  demo_requests: { unique: [], foreignKeys: [] },
  contact_messages: { unique: [], foreignKeys: [] },
  processed_webhook_events: { unique: [], foreignKeys: [] },
  subscription_disputes: { unique: [], foreignKeys: ['subscription_id -> subscriptions ON DELETE RESTRICT'] },
  billing_profiles: { unique: [], foreignKeys: ['user_id -> users ON DELETE CASCADE'] },
  // No foreign keys: tax records outlive the account, and inserts lock no user or subscription row.
  payment_ledger: { unique: ['provider_transaction_id'], foreignKeys: [] },
  // No foreign keys either: documents outlive the account.
  billing_documents: { unique: ['ledger_entry_id', 'number', 'series,year,sequence'], foreignKeys: [] },
  document_sequences: { unique: [], foreignKeys: [] },
  sent_mail: { unique: [], foreignKeys: [] },
  outbox: { unique: [], foreignKeys: [] },
  // No user column: the ledger outlives the account.
  trial_ledger: { unique: [], foreignKeys: [] },
  machines: { unique: ['license_id,fingerprint'], foreignKeys: ['license_id -> licenses ON DELETE CASCADE'] },
  device_authorizations: {
    unique: ['device_code_hash', 'user_code'],
    foreignKeys: ['license_id -> licenses ON DELETE CASCADE', 'user_id -> users ON DELETE CASCADE'],
  },
  device_grants: {
    unique: ['access_token_hash', 'license_id,fingerprint', 'refresh_token_hash'],
    foreignKeys: ['license_id -> licenses ON DELETE CASCADE', 'machine_id -> machines ON DELETE CASCADE', 'user_id -> users ON DELETE CASCADE'],
  },
  license_members: {
    unique: ['license_id,user_id'],
    foreignKeys: ['license_id -> licenses ON DELETE CASCADE', 'user_id -> users ON DELETE CASCADE'],
  },
  license_invitations: {
    unique: ['token_hash'],
    foreignKeys: [
      'accepted_by_user_id -> users ON DELETE SET NULL',
      'invited_by_user_id -> users ON DELETE SET NULL',
      'license_id -> licenses ON DELETE CASCADE',
      'registered_user_id -> users ON DELETE SET NULL',
    ],
  },
  // No user column either: a computer's trial outlives the account and the activation.
  trial_fingerprints: { unique: [], foreignKeys: [] },
  // No foreign keys: a used request stays refused after its machine is released.
  offline_activation_requests: { unique: [], foreignKeys: [] },
  releases: { unique: ['version,platform,channel'], foreignKeys: ['published_by -> users ON DELETE SET NULL'] },
  // No foreign keys: an entry outlives its actor and its target.
  audit_log: { unique: [], foreignKeys: [] },
  // No foreign key: a delivery names an address, and outlives a deleted account.
  mail_deliveries: { unique: [], foreignKeys: [] },
};
const TABLE_NAMES = Object.keys(EXPECTED_SCHEMA);

function describeTable(table: Table): { unique: string[]; foreignKeys: string[] } {
  return {
    unique: table.indices
      .filter((index) => index.isUnique)
      .map((index) => index.columnNames.join(','))
      .sort(),
    foreignKeys: table.foreignKeys.map((key) => `${key.columnNames.join(',')} -> ${key.referencedTableName} ON DELETE ${key.onDelete}`).sort(),
  };
}

describe.each(TEST_DATABASE_ENGINES)('migrations on %s', (engine) => {
  let database: TestDatabase | undefined;

  afterEach(async () => {
    await database?.destroy();
    database = undefined;
  });

  async function openEmptyDatabase(): Promise<TestDatabase> {
    database = await openTestDatabase(engine, 'migrations', { migrate: false });
    return database;
  }

  async function existingTables(db: TestDatabase): Promise<string[]> {
    const runner = db.dataSource.createQueryRunner();
    try {
      const present = await Promise.all(TABLE_NAMES.map((name) => runner.hasTable(name)));
      return TABLE_NAMES.filter((_, i) => present[i]);
    } finally {
      await runner.release();
    }
  }

  /** Undoes migrations, newest first, until `name` is undone too. */
  async function revertTo(db: TestDatabase, name: string): Promise<void> {
    const newerCount = MIGRATION_NAMES.length - MIGRATION_NAMES.indexOf(name);
    for (let i = 0; i < newerCount; i++) await db.dataSource.undoLastMigration();
  }

  it('migrates exactly the tables and columns the entity schemas map, with the same nullability and length', async () => {
    const db = await openEmptyDatabase();
    await runMigrations(db.dataSource);
    const runner = db.dataSource.createQueryRunner();
    try {
      const tables = await runner.getTables(TABLE_NAMES);
      const migrated = tables.flatMap((table) =>
        table.columns.map((column) => ({ table: table.name, column: column.name, nullable: column.isNullable, length: column.length })),
      );
      const mapped = db.dataSource.entityMetadatas.flatMap((metadata) =>
        metadata.columns.map((column) => ({
          table: metadata.tableName,
          column: column.databaseName,
          nullable: column.isNullable,
          length: column.length,
        })),
      );
      const byName = (a: { table: string; column: string }, b: { table: string; column: string }) =>
        `${a.table}.${a.column}`.localeCompare(`${b.table}.${b.column}`);
      expect(migrated.sort(byName)).toEqual(mapped.sort(byName));
    } finally {
      await runner.release();
    }
  });

  it('up creates every table with its unique indexes, foreign keys and millisecond instants; a second up does nothing', async () => {
    const db = await openEmptyDatabase();
    expect(await existingTables(db)).toEqual([]);

    expect(await runMigrations(db.dataSource)).toEqual(MIGRATION_NAMES);

    const runner = db.dataSource.createQueryRunner();
    try {
      const tables = await runner.getTables(TABLE_NAMES);
      const schema = Object.fromEntries(tables.map((table) => [table.name, describeTable(table)]));
      expect(schema).toEqual(EXPECTED_SCHEMA);
      const instants = tables.flatMap((table) => table.columns.filter((column) => column.type === 'datetime'));
      expect(instants.length).toBeGreaterThan(TABLE_NAMES.length);
      for (const column of instants) expect(column.precision).toBe(3);
    } finally {
      await runner.release();
    }
    expect(await runMigrations(db.dataSource)).toEqual([]);
  });

  it('down drops every table, and up builds them again', async () => {
    const db = await openEmptyDatabase();
    await runMigrations(db.dataSource);

    expect(await revertAllMigrations(db.dataSource)).toEqual([...MIGRATION_NAMES].reverse());
    expect(await existingTables(db)).toEqual([]);
    expect(await revertAllMigrations(db.dataSource)).toEqual([]);

    expect(await runMigrations(db.dataSource)).toEqual(MIGRATION_NAMES);
    expect(await existingTables(db)).toEqual(TABLE_NAMES);
  });

  it('gives each licence of a subscription its billing type, and trials none (OfflineLicensing1765100000100)', async () => {
    const db = await openEmptyDatabase();
    await runMigrations(db.dataSource);
    const repositories = createTypeormRepositories(db.dataSource, testTwoFactorSecrets());
    const user = await givenUser(repositories);
    const subscription = await givenSubscription(repositories, user.id, { billingType: 'monthly' });
    const paid = await repositories.licenses.issueForSubscriptionOnce(aLicense().ownedBy(user.id).forSubscription(subscription.id).billed(null).build());
    const trial = await repositories.licenses.issueForSubscriptionOnce(aLicense().ownedBy(user.id).trial().build());

    await revertTo(db, 'OfflineLicensing1765100000100');
    await runMigrations(db.dataSource);

    expect((await repositories.licenses.findById(paid.id))?.billingType).toBe('monthly');
    expect((await repositories.licenses.findById(trial.id))?.billingType).toBeNull();
  });
});
