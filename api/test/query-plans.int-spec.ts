import request from 'supertest';
import { PurgeExpiredRecordsUseCase, ReconcileSubscriptionsUseCase, RetentionPort, retentionPolicy, type JobQueuePort } from '@pointforge/domain';
import { Argon2PasswordHasher, OutboxRelay, SystemClock } from '@pointforge/infra';
import { fillDatabase } from '../../scripts/bench-scale/fill-database';
import { licenseKeyOf } from '../../scripts/bench-scale/fill-licensing';
import { isVerifiedUser, personOf } from '../../scripts/bench-scale/fill-accounts';
import { rowId, TABLE } from '../../scripts/bench-scale/seeded-rows';
import { enrolledAdmin, type ConsoleUser } from './support/console-admins';
import { describeFindings, planFindings, StatementCapture, type CapturedStatement } from './support/query-plans';
import { TEST_PASSWORD, type SignedInUser } from './support/signed-in-users';
import { stackSuite } from './support/stack-suite';
import { Browser, newClientIp } from './support/browser';

/**
 * 20,000 customers (and their licences, machines, a year of payments, audit and outbox rows):
 * enough that MariaDB's optimizer plans as it does at a million, seeded in well under a minute.
 */
const SEED_SCALE = 0.02;

/** A filled customer who verified their address (see isVerifiedUser), with licences, audit entries and payments. */
const FILLED_CUSTOMER = 4;

/** What a finding is: the problem and the large table it is on. */
type FindingKind = { table: string; problem: string };

/** What a statement of `problem` on each of `tables` reads. */
const each = (problem: string, tables: string[]): FindingKind[] => tables.map((table) => ({ table, problem }));

/**
 * Hot paths that still read in proportion to the data, open in issue #31 (docs/performance.md,
 * "What scales now, and what does not yet"). Their findings are asserted exactly: a new one
 * fails, and so does one that was fixed until it comes off this list.
 */
const OPEN_FINDINGS: Readonly<Record<string, { why: string; findings: FindingKind[] }>> = {
  'console overview': {
    why: 'counts over whole tables, taken at most every half minute per replica and behind the answer once there is one (GetConsoleOverviewUseCase)',
    findings: [
      ...each('full table scan', ['users', 'licenses']),
      ...each('full index scan', ['subscriptions', 'demo_requests', 'contact_messages']),
      ...each('full table scan', ['subscription_disputes']),
    ],
  },
  'console revenue': {
    why: "trials per week and refunds per month of the period: GROUP BY over the period's index range, a few dozen groups",
    findings: [
      { table: 'licenses', problem: 'filesort' },
      { table: 'payment_ledger', problem: 'filesort' },
    ],
  },
};

interface Context {
  customer: SignedInUser;
  admin: ConsoleUser;
  licenseKey: string;
  fingerprint: string;
}

const ok = async (pending: Promise<{ status: number; text: string }>): Promise<void> => {
  const response = await pending;
  if (response.status >= 300) throw new Error(`${response.status}: ${response.text}`);
};

describe('Query plans of the hot paths on a seeded MariaDB', () => {
  const { stack, users } = stackSuite('query-plans');
  let capture: StatementCapture;
  const context = {} as Context;
  const desktop = (path: string, body: object) => request(stack.http).post(path).set('X-Forwarded-For', newClientIp()).send(body);
  const filled = (index: number): string => rowId(TABLE.users, index);
  const secondPage = async (path: string): Promise<void> => {
    const first = await context.admin.browser.get(path);
    if (typeof first.body.nextCursor !== 'string') throw new Error(`${path} has no second page: ${first.status} ${first.text}`);
    await ok(context.admin.browser.get(`${path}&cursor=${encodeURIComponent(first.body.nextCursor)}`));
  };

  beforeAll(async () => {
    if (!isVerifiedUser(FILLED_CUSTOMER)) throw new Error('FILLED_CUSTOMER must be a verified account to log in');
    const passwordHash = await new Argon2PasswordHasher().hash(TEST_PASSWORD);
    await fillDatabase({ databaseUrl: stack.databaseEnv.DATABASE_URL as string, scale: SEED_SCALE, passwordHash });
    capture = StatementCapture.install(stack.dataSource);
    context.customer = await users.create('customer');
    const trial = await context.customer.browser.post('/api/licenses/trial');
    context.licenseKey = trial.body.license.licenseKey as string;
    context.fingerprint = 'query-plans-device-0001';
    await ok(
      desktop('/api/v1/licenses/activate', { licenseKey: context.licenseKey, fingerprint: context.fingerprint, name: 'Survey laptop', platform: 'windows' }),
    );
    context.admin = await enrolledAdmin(stack, users, 'admin');
  }, 240_000);

  const HOT_PATHS: Array<[string, () => Promise<unknown>]> = [
    [
      'log in and the first GET /api/auth/me of the new session',
      async () => {
        const browser = new Browser(stack.http, newClientIp());
        await ok(browser.post('/api/auth/login', { email: personOf(FILLED_CUSTOMER).email, password: TEST_PASSWORD }));
        await ok(browser.get('/api/auth/me'));
      },
    ],
    ['GET /api/licenses/me', () => ok(context.customer.browser.get('/api/licenses/me'))],
    [
      "the dashboard's other reads",
      async () => {
        for (const path of ['/api/subscriptions/me', '/api/billing/documents', '/api/billing/profile', '/api/auth/two-factor', '/api/licenses/check']) {
          const response = await context.customer.browser.get(path);
          if (response.status >= 500) throw new Error(`${path}: ${response.status} ${response.text}`);
        }
      },
    ],
    ['POST /api/v1/licenses/validate', () => ok(desktop('/api/v1/licenses/validate', { licenseKey: context.licenseKey, fingerprint: context.fingerprint }))],
    ['POST /api/v1/licenses/validate of a filled licence', () => ok(desktop('/api/v1/licenses/validate', { licenseKey: licenseKeyOf(14) }))],
    [
      'POST /api/v1/licenses/activate on its computer again',
      () => ok(desktop('/api/v1/licenses/activate', { licenseKey: context.licenseKey, fingerprint: context.fingerprint, platform: 'windows' })),
    ],
    ['console customer search by email prefix', () => ok(context.admin.browser.get('/api/admin/customers?q=anna.smith'))],
    ['console customer search by a name fragment', () => ok(context.admin.browser.get('/api/admin/customers?q=merwe'))],
    ['console customer search by company', () => ok(context.admin.browser.get('/api/admin/customers?q=Highveld'))],
    ['console customer list, newest first', () => ok(context.admin.browser.get('/api/admin/customers'))],
    ['console customer detail', () => ok(context.admin.browser.get(`/api/admin/customers/${filled(FILLED_CUSTOMER)}`))],
    ['console lead search', () => ok(context.admin.browser.get('/api/admin/leads?type=demo&q=karoo'))],
    ['console customer search, the page after a cursor', () => secondPage('/api/admin/customers?q=Highveld')],
    ['console lead search, the page after a cursor', () => secondPage('/api/admin/leads?type=demo&q=karoo')],
    ['console audit of one customer', () => ok(context.admin.browser.get(`/api/admin/audit?target=${filled(FILLED_CUSTOMER)}`))],
    ['console members of one licence', () => ok(context.admin.browser.get(`/api/admin/licenses/${rowId(TABLE.licenses, 14)}/members`))],
    ['console documents list', () => ok(context.admin.browser.get('/api/admin/documents'))],
    ['console overview', () => ok(context.admin.browser.get('/api/admin/overview'))],
    ['console revenue', () => ok(context.admin.browser.get('/api/admin/revenue'))],
    ['the reconciliation run', () => stack.apps[0]!.get(ReconcileSubscriptionsUseCase, { strict: false }).execute()],
    [
      'the daily retention purge',
      () =>
        new PurgeExpiredRecordsUseCase(
          stack.apps[0]!.get(RetentionPort, { strict: false }),
          new SystemClock(),
          retentionPolicy({ mailDays: 360, auditDays: 360 }),
        ).execute(),
    ],
    [
      "the outbox relay's poll, backlog and prune",
      async () => {
        const relay = new OutboxRelay({ dataSource: stack.dataSource, deliveryQueue: { enqueue: async () => undefined } as unknown as JobQueuePort });
        await relay.relayWaiting();
        await relay.backlog();
        await relay.prune();
      },
    ],
  ];

  it.each(HOT_PATHS)('%s reads large tables through indexes: no full scan, filesort or temporary table', async (path, run) => {
    const statements: CapturedStatement[] = await capture.during(run);
    expect(statements.length).toBeGreaterThan(0);
    const findings = await planFindings(stack.dataSource, statements);
    const open = OPEN_FINDINGS[path];
    if (open === undefined) expect(describeFindings(findings)).toBe('');
    else expect({ path, findings: findings.map(({ table, problem }) => ({ table, problem })) }).toEqual({ path, findings: open.findings });
  });

  it('accepts a sort of a derived table its LIMIT bounds, and finds the sort of one without', async () => {
    const sortedDerived = (derived: string) =>
      'SELECT `u`.`id` FROM `users` `u` INNER JOIN (SELECT `id` AS `picked_id`, `created_at` AS `picked_at` FROM `users` ' +
      `WHERE MATCH(\`email\`, \`first_name\`, \`last_name\`, \`company\`) AGAINST (? IN BOOLEAN MODE) ${derived}) \`picked\` ` +
      'ON `picked`.`picked_id` = `u`.`id` ORDER BY `picked`.`picked_at` DESC LIMIT 26';
    const problems = async (derived: string) =>
      (await planFindings(stack.dataSource, [{ sql: sortedDerived(derived), parameters: ['+anna*'] }])).map(({ table, problem }) => ({ table, problem }));
    expect(await problems('LIMIT 1001')).toEqual([]);
    expect(await problems('GROUP BY `id`')).toEqual(expect.arrayContaining([{ table: '<derived2>', problem: 'filesort' }]));
  });

  it('finds a full scan of a large table when a statement has no index to use', async () => {
    const findings = await planFindings(stack.dataSource, [{ sql: 'SELECT `id` FROM `users` WHERE `first_name` = ?', parameters: ['Anna'] }]);
    expect(findings.map(({ table, problem }) => ({ table, problem }))).toEqual([{ table: 'users', problem: 'full table scan' }]);
  });
});
