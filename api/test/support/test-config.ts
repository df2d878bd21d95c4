import { AppConfig } from '../../src/common/config/app-config';
import { loadConfig } from '../../src/common/config/load-config';

/** A configuration built by the real loader from test-friendly variables plus `env`. */
export function testConfig(env: Record<string, string> = {}): AppConfig {
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SERVE_WEB: 'false', PORT: '3999', ...env });
}

export const TEST_SITE_ORIGIN = 'http://localhost:3999';

/** The headers the web app sends with every state-changing call. */
export const BROWSER_HEADERS = { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' } as const;
