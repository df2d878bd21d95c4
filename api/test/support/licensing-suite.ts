import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DAY_MS, LicenseRepositoryPort, SubscriptionRepositoryPort, generateLicenseKey, type License } from '@pointforge/domain';
import { CryptoTokenGenerator } from '@pointforge/infra';
import { startSiteverifyTestServer, type SiteverifyTestServer } from '@pointforge/infra/testing/siteverify-test-server';
import { startProductionStack, type AccountsStack } from './accounts-stack';
import { SignedInUsers } from './signed-in-users';

/* What the /api/licenses/* and /api/downloads/* specs (licensing.int-spec.ts, licensing-trials.int-spec.ts) share. */

export const HCAPTCHA_SECRET = '0x4242424242424242424242424242424242424242';
export const HCAPTCHA_SITEKEY = 'c0ffee00-1111-2222-3333-444455556666';
export const GOOD_TOKEN = 'P1_solved-by-a-human';
export const SIGNING_SECRET = randomBytes(32).toString('hex');
export const INSTALLER_KEY = 'installers/PointForge-Setup-1.0.7.exe';
/** Arbitrary bytes, not text: the route must hand them over untouched. */
export const INSTALLER_BYTES = Buffer.concat([Buffer.from('MZ'), randomBytes(64 * 1024)]);

export interface LicensingSuite {
  /** The running stack, the siteverify server playing hCaptcha, the installers' folder and the users (from beforeAll on). */
  readonly stack: AccountsStack;
  readonly siteverify: SiteverifyTestServer;
  readonly downloadsDir: string;
  readonly users: SignedInUsers;
  sql<T = Record<string, unknown>>(query: string, parameters?: unknown[]): Promise<T[]>;
  licenseRows(userId: string): Promise<Array<{ id: string; license_key: string; plan: string }>>;
  /** A paid Standard licence of a subscription, stored the way billing stores one. */
  givenPaidLicense(userId: string): Promise<License>;
}

/**
 * Starts, for the describe it is called in, the real app in its production shape: MariaDB,
 * Redis (queue and rate limits), the worker side delivering to a real SMTP server, hCaptcha
 * played by a local siteverify server over HTTP (answering normally before each test), and
 * local file storage in a temporary folder holding the installer.
 */
export function licensingSuite(label: string): LicensingSuite {
  let stack: AccountsStack | undefined;
  let siteverify: SiteverifyTestServer | undefined;
  let downloadsDir: string | undefined;
  let users: SignedInUsers | undefined;

  beforeAll(async () => {
    siteverify = await startSiteverifyTestServer({ secret: HCAPTCHA_SECRET, acceptedTokens: [GOOD_TOKEN] });
    downloadsDir = mkdtempSync(join(tmpdir(), 'pf-licensing-downloads-'));
    mkdirSync(join(downloadsDir, 'installers'));
    writeFileSync(join(downloadsDir, INSTALLER_KEY), INSTALLER_BYTES);
    stack = await startProductionStack(label, {
      env: {
        HCAPTCHA_SECRET,
        HCAPTCHA_SITEKEY,
        HCAPTCHA_VERIFY_URL: siteverify.url,
        DOWNLOADS_DIR: downloadsDir,
        DOWNLOAD_SIGNING_SECRET: SIGNING_SECRET,
      },
    });
    users = new SignedInUsers(stack.http, stack.mailbox, stack.origin, label);
  });

  afterAll(async () => {
    await stack?.close();
    await siteverify?.close();
    if (downloadsDir) rmSync(downloadsDir, { recursive: true, force: true });
  });

  beforeEach(() => running(siteverify).answerNormally());

  const running = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the licensing stack is not started');
    return value;
  };
  const sql = <T = Record<string, unknown>>(query: string, parameters: unknown[] = []): Promise<T[]> => running(stack).dataSource.query(query, parameters);

  return {
    get stack() {
      return running(stack);
    },
    get siteverify() {
      return running(siteverify);
    },
    get downloadsDir() {
      return running(downloadsDir);
    },
    get users() {
      return running(users);
    },
    sql,
    licenseRows: (userId) => sql<{ id: string; license_key: string; plan: string }>('SELECT id, license_key, plan FROM licenses WHERE user_id = ?', [userId]),
    async givenPaidLicense(userId) {
      const now = new Date();
      const subscriptionId = randomUUID();
      await running(stack)
        .apps[0]!.get(SubscriptionRepositoryPort)
        .create({
          id: subscriptionId,
          userId,
          paypalSubscriptionId: `I-${randomBytes(6).toString('hex').toUpperCase()}`,
          paypalPlanId: 'P-STANDARD-MONTHLY',
          plan: 'standard',
          billingType: 'monthly',
          status: 'active',
          startDate: now,
          endDate: null,
          nextBillingDate: new Date(now.getTime() + 30 * DAY_MS),
          lastPaymentAt: now,
          nextCheckAt: null,
          paidCycles: 1,
          overdueAccessUntil: null,
          approvedAt: null,
          planChange: null,
          scheduledChange: null,
          continuesLicenseId: null,
          createdAt: now,
          updatedAt: now,
        });
      const license: License = {
        id: randomUUID(),
        userId,
        subscriptionId,
        licenseKey: generateLicenseKey(new CryptoTokenGenerator()),
        plan: 'standard',
        seats: 1,
        isActive: true,
        suspendedAt: null,
        expiryDate: new Date(now.getTime() + 30 * DAY_MS),
        paidThrough: new Date(now.getTime() + 30 * DAY_MS),
        createdAt: new Date(now.getTime() + 1000),
      };
      return running(stack).apps[0]!.get(LicenseRepositoryPort).issueForSubscriptionOnce(license);
    },
  };
}
