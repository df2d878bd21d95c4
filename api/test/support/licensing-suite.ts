import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { License } from '@pointforge/domain';
import { startSiteverifyTestServer, type SiteverifyTestServer } from '@pointforge/infra/testing/siteverify-test-server';
import { Later } from './later';
import { givenPaidLicense } from './paid-license';
import { stackSuite, type StackSuite, type SuiteService } from './stack-suite';

/* What the /api/licenses/* and /api/downloads/* specs (licensing.int-spec.ts, licensing-trials.int-spec.ts) share. */

export const HCAPTCHA_SECRET = '0x4242424242424242424242424242424242424242';
export const HCAPTCHA_SITEKEY = 'c0ffee00-1111-2222-3333-444455556666';
export const GOOD_TOKEN = 'P1_solved-by-a-human';
export const SIGNING_SECRET = randomBytes(32).toString('hex');
export const INSTALLER_KEY = 'installers/PointForge-Setup-1.0.7.exe';
/** Arbitrary bytes, not text: the route must hand them over untouched. */
export const INSTALLER_BYTES = Buffer.concat([Buffer.from('MZ'), randomBytes(64 * 1024)]);

export interface LicensingSuite extends StackSuite {
  /** The siteverify server playing hCaptcha and the installers' folder (stand-ins, good from beforeAll on). */
  readonly siteverify: SiteverifyTestServer;
  readonly downloadsDir: string;
  sql<T = Record<string, unknown>>(query: string, parameters?: unknown[]): Promise<T[]>;
  licenseRows(userId: string): Promise<Array<{ id: string; license_key: string; plan: string }>>;
  /** A paid Standard licence of a subscription, stored the way billing stores one. */
  givenPaidLicense(userId: string): Promise<License>;
}

/**
 * Starts, for the describe it is called in, the real app in its production shape: MariaDB,
 * Redis (queue and rate limits), the worker side delivering to a real SMTP server, hCaptcha
 * played by a local siteverify server over HTTP (answering normally before each test), and
 * local file storage in a temporary folder holding the installer; `replicas` API apps (1 unless
 * told), and the suite's own `services` (a Redis of its own).
 */
export function licensingSuite(label: string, options: { replicas?: number; services?: SuiteService[] } = {}): LicensingSuite {
  const siteverify = new Later<SiteverifyTestServer>('the siteverify server');
  const downloadsDir = join(tmpdir(), `pf-licensing-downloads-${randomUUID()}`);
  const captcha: SuiteService = {
    async start() {
      siteverify.set(await startSiteverifyTestServer({ secret: HCAPTCHA_SECRET, acceptedTokens: [GOOD_TOKEN] }));
      return { env: { HCAPTCHA_SECRET, HCAPTCHA_SITEKEY, HCAPTCHA_VERIFY_URL: siteverify.get().url } };
    },
    close: () => siteverify.get().close(),
  };
  const downloads: SuiteService = {
    async start() {
      mkdirSync(join(downloadsDir, 'installers'), { recursive: true });
      writeFileSync(join(downloadsDir, INSTALLER_KEY), INSTALLER_BYTES);
      return { env: { DOWNLOADS_DIR: downloadsDir, DOWNLOAD_SIGNING_SECRET: SIGNING_SECRET } };
    },
    close: () => rmSync(downloadsDir, { recursive: true, force: true }),
  };
  const { stack, users } = stackSuite(label, { services: [captcha, downloads, ...(options.services ?? [])], replicas: options.replicas });

  beforeEach(() => siteverify.get().answerNormally());

  const sql = <T = Record<string, unknown>>(query: string, parameters: unknown[] = []): Promise<T[]> => stack.dataSource.query(query, parameters);

  return {
    stack,
    users,
    siteverify: siteverify.standIn,
    downloadsDir,
    sql,
    licenseRows: (userId) => sql<{ id: string; license_key: string; plan: string }>('SELECT id, license_key, plan FROM licenses WHERE user_id = ?', [userId]),
    givenPaidLicense: (userId) => givenPaidLicense(stack.apps[0]!, userId),
  };
}
