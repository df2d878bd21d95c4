import { Table, type MigrationInterface, type QueryRunner, type TableColumnOptions, type TableForeignKeyOptions } from 'typeorm';

/*
 * Column shapes of this migration. A migration is a snapshot of the schema at one moment,
 * so it keeps its own definitions instead of reading today's entity schemas or constants.
 * Every type here exists on MySQL/MariaDB and SQLite alike; instants are datetime(3) so
 * milliseconds survive.
 */
const UUID = '36';

function primaryKey(name: string, length = UUID): TableColumnOptions {
  return { name, type: 'varchar', length, isPrimary: true };
}

function varchar(name: string, length: number | string, isNullable = false): TableColumnOptions {
  return { name, type: 'varchar', length: String(length), isNullable };
}

function reference(name: string, isNullable = false): TableColumnOptions {
  return varchar(name, UUID, isNullable);
}

function instant(name: string, isNullable = false): TableColumnOptions {
  return { name, type: 'datetime', precision: 3, isNullable };
}

function flag(name: string): TableColumnOptions {
  return { name, type: 'boolean' };
}

function ownedByUser(table: string, onDelete: 'CASCADE' | 'SET NULL'): TableForeignKeyOptions {
  return {
    name: `FK_${table}_user_id`,
    columnNames: ['user_id'],
    referencedTableName: 'users',
    referencedColumnNames: ['id'],
    onDelete,
  };
}

/**
 * The tables in creation order: each after every table it references. Built afresh per
 * call because TypeORM's query runners annotate the Table objects they are given.
 */
function initialTables(): Table[] {
  return [
    new Table({
      name: 'users',
      columns: [
        primaryKey('id'),
        varchar('email', 254),
        varchar('password_hash', 255),
        varchar('first_name', 100, true),
        varchar('last_name', 100, true),
        varchar('company', 150, true),
        flag('is_verified'),
        flag('email_newsletter'),
        flag('email_product_updates'),
        flag('email_promotions'),
        flag('has_held_license'),
        instant('created_at'),
        instant('updated_at'),
      ],
      indices: [{ name: 'UQ_users_email', columnNames: ['email'], isUnique: true }],
    }),
    new Table({
      name: 'sessions',
      columns: [
        // The SHA-256 hex of the cookie secret.
        primaryKey('id', '64'),
        reference('user_id'),
        instant('created_at'),
        instant('last_seen_at'),
        instant('expires_at'),
      ],
      indices: [{ name: 'IDX_sessions_user_id', columnNames: ['user_id'] }],
      foreignKeys: [ownedByUser('sessions', 'CASCADE')],
    }),
    new Table({
      name: 'auth_tokens',
      columns: [
        primaryKey('id'),
        reference('user_id'),
        varchar('purpose', 32),
        varchar('token_hash', 64),
        instant('expires_at'),
        instant('used_at', true),
        instant('created_at'),
      ],
      indices: [
        { name: 'IDX_auth_tokens_token_hash', columnNames: ['token_hash'] },
        { name: 'IDX_auth_tokens_user_id_purpose', columnNames: ['user_id', 'purpose'] },
      ],
      foreignKeys: [ownedByUser('auth_tokens', 'CASCADE')],
    }),
    new Table({
      name: 'subscriptions',
      columns: [
        primaryKey('id'),
        reference('user_id', true),
        varchar('paypal_subscription_id', 64, true),
        varchar('paypal_plan_id', 64),
        varchar('plan', 20),
        varchar('billing_type', 10),
        varchar('status', 20),
        instant('start_date'),
        instant('end_date', true),
        instant('next_billing_date', true),
        instant('created_at'),
        instant('updated_at'),
      ],
      indices: [
        // Unique, yet several rows may hold NULL (not yet created at PayPal) on both engines.
        { name: 'UQ_subscriptions_paypal_subscription_id', columnNames: ['paypal_subscription_id'], isUnique: true },
        { name: 'IDX_subscriptions_user_id_created_at', columnNames: ['user_id', 'created_at'] },
        { name: 'IDX_subscriptions_status', columnNames: ['status'] },
      ],
      foreignKeys: [ownedByUser('subscriptions', 'SET NULL')],
    }),
    new Table({
      name: 'licenses',
      columns: [
        primaryKey('id'),
        reference('user_id', true),
        reference('subscription_id', true),
        varchar('license_key', 32),
        varchar('plan', 20),
        { name: 'seats', type: 'int' },
        flag('is_active'),
        instant('expiry_date'),
        instant('created_at'),
      ],
      indices: [
        { name: 'UQ_licenses_license_key', columnNames: ['license_key'], isUnique: true },
        // One licence per subscription; trials (NULL) are many.
        { name: 'UQ_licenses_subscription_id', columnNames: ['subscription_id'], isUnique: true },
        { name: 'IDX_licenses_user_id_created_at', columnNames: ['user_id', 'created_at'] },
        { name: 'IDX_licenses_is_active_expiry_date', columnNames: ['is_active', 'expiry_date'] },
      ],
      foreignKeys: [
        // A deleted account leaves its licences behind, detached, as the dashboard promises.
        ownedByUser('licenses', 'SET NULL'),
        {
          name: 'FK_licenses_subscription_id',
          columnNames: ['subscription_id'],
          referencedTableName: 'subscriptions',
          referencedColumnNames: ['id'],
          onDelete: 'RESTRICT',
        },
      ],
    }),
    new Table({
      name: 'installer_downloads',
      columns: [primaryKey('id'), reference('user_id', true), varchar('version', 32), varchar('ip_address', 45, true), instant('created_at')],
      indices: [{ name: 'IDX_installer_downloads_user_id', columnNames: ['user_id'] }],
      foreignKeys: [ownedByUser('installer_downloads', 'SET NULL')],
    }),
    new Table({
      name: 'demo_requests',
      columns: [
        primaryKey('id'),
        varchar('full_name', 100),
        varchar('email', 254),
        varchar('company', 150),
        varchar('industry', 20),
        varchar('message', 5000, true),
        varchar('status', 20),
        instant('created_at'),
      ],
    }),
    new Table({
      name: 'contact_messages',
      columns: [
        primaryKey('id'),
        varchar('name', 100),
        varchar('email', 254),
        varchar('subject', 20),
        varchar('message', 5000),
        varchar('status', 20),
        instant('created_at'),
      ],
    }),
    new Table({
      name: 'processed_webhook_events',
      columns: [primaryKey('event_id', '128'), varchar('event_type', 128), instant('received_at')],
    }),
    new Table({
      name: 'sent_mail',
      columns: [primaryKey('idempotency_key', '255'), instant('sent_at')],
    }),
  ];
}

export class InitialSchema1763769600000 implements MigrationInterface {
  name = 'InitialSchema1763769600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of initialTables()) {
      await queryRunner.createTable(table);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of initialTables().reverse()) {
      await queryRunner.dropTable(table.name);
    }
  }
}
