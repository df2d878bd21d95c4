import { performance } from 'node:perf_hooks';
import { createConnection, type Connection } from 'mysql2/promise';
import { fillUsers } from './fill-accounts';
import { fillDocuments, fillLedger, fillSubscriptions, fillWebhookEvents } from './fill-billing';
import { fillAudit, fillLeads, fillMailDeliveries, fillOutbox } from './fill-history';
import { fillLicenses, fillMachines } from './fill-licensing';
import { countsAt, Population, type Counts } from './population';

export interface FillOptions {
  /** A migrated, empty MariaDB database. */
  databaseUrl: string;
  /** 1: a million users (see ROWS_AT_SCALE_1); 0.01 for a quick run. */
  scale: number;
  /** The argon2 hash every filled account shares (hashed once by the caller). */
  passwordHash: string;
  now?: Date;
}

export interface FillReport {
  counts: Counts;
  seconds: number;
  /** Seconds per step, in the order run. */
  steps: Record<string, number>;
}

/**
 * Fills a migrated MariaDB database with a seeded population at `scale` (see Population for
 * who owns what): bulk LOAD DATA with unique and foreign-key checks off for the session,
 * parents before children, then ANALYZE TABLE so the optimizer plans with the real sizes.
 * Row values are deterministic; dates are relative to `now`.
 */
export async function fillDatabase(options: FillOptions): Promise<FillReport> {
  const population = new Population(countsAt(options.scale), options.now ?? new Date());
  const steps: Record<string, number> = {};
  const started = performance.now();
  const fillUsersWithHash: Fill = (connection) => fillUsers(connection, population, options.passwordHash);
  // Two lanes of about the same size, each on its own connection: MariaDB indexes one table's rows on one core while this process writes the other's.
  await Promise.all([
    fillInTurn(options.databaseUrl, population, steps, [
      ['users', fillUsersWithHash],
      ['subscriptions', fillSubscriptions],
      ['licenses', fillLicenses],
      ['machines', fillMachines],
      ['payment_ledger', fillLedger],
      ['billing_documents', fillDocuments],
      ['processed_webhook_events', fillWebhookEvents],
    ]),
    fillInTurn(options.databaseUrl, population, steps, [
      ['outbox', fillOutbox],
      ['audit_log', fillAudit],
      ['mail_deliveries', fillMailDeliveries],
      ['leads', fillLeads],
    ]),
  ]);
  await fillInTurn(options.databaseUrl, population, steps, [['analyze', analyzeTables]]);
  return { counts: population.counts, seconds: Math.round(performance.now() - started) / 1000, steps };
}

type Fill = (connection: Connection, population: Population) => Promise<void>;

/** Runs `fills` one after the other on one connection with unique and foreign-key checks off, timing each into `steps`. */
async function fillInTurn(databaseUrl: string, population: Population, steps: Record<string, number>, fills: Array<[string, Fill]>): Promise<void> {
  const connection = await createConnection({ uri: databaseUrl, timezone: 'Z' });
  try {
    await connection.query('SET SESSION unique_checks = 0, SESSION foreign_key_checks = 0');
    for (const [name, fill] of fills) {
      const before = performance.now();
      await fill(connection, population);
      steps[name] = Math.round(performance.now() - before) / 1000;
    }
  } finally {
    await connection.end();
  }
}

const FILLED_TABLES = [
  'users',
  'subscriptions',
  'licenses',
  'machines',
  'payment_ledger',
  'billing_documents',
  'document_sequences',
  'processed_webhook_events',
  'outbox',
  'audit_log',
  'mail_deliveries',
  'demo_requests',
  'contact_messages',
] as const;

async function analyzeTables(connection: Connection): Promise<void> {
  await connection.query(`ANALYZE TABLE ${FILLED_TABLES.map((table) => `\`${table}\``).join(', ')}`);
}
