import { join } from 'node:path';
import { AppConfig } from '../../src/common/config/app-config';
import { loadConfig } from '../../src/common/config/load-config';

/** A configuration built by the real loader from test-friendly variables plus `env`. */
export function testConfig(env: Record<string, string> = {}): AppConfig {
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SERVE_WEB: 'false', PORT: '3999', ...env });
}

export const TEST_SITE_ORIGIN = 'http://localhost:3999';

/** The embedded default (SQLite and mail files under `workDir`, migrated on start) serving the web build in `webDistDir`. */
export function embeddedWebConfig(workDir: string, webDistDir: string, env: Record<string, string> = {}): AppConfig {
  return testConfig({
    SQLITE_PATH: join(workDir, 'app.db'),
    MAIL_OUTBOX_DIR: join(workDir, 'mail'),
    MIGRATE_ON_START: 'true',
    SERVE_WEB: 'true',
    WEB_DIST_DIR: webDistDir,
    ...env,
  });
}

/** The headers the web app sends with every state-changing call. */
export const BROWSER_HEADERS = { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' } as const;
