import { Table, type MigrationInterface } from 'typeorm';
import { createdTables } from './created-tables';
import { flag, foreignKey, instant, integer, ownedByUser, primaryKey, reference, varchar } from './table-shapes';

/** The tables in creation order: each after every table it references. */
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
        integer('seats'),
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
        foreignKey('licenses', 'subscription_id', 'subscriptions', 'RESTRICT'),
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

const INITIAL_TABLES = createdTables(initialTables);

export class InitialSchema1763769600000 implements MigrationInterface {
  name = 'InitialSchema1763769600000';
  up = INITIAL_TABLES.up;
  down = INITIAL_TABLES.down;
}
