import { ConfigError } from '../../src/common/config/config-error';
import { loadConfig } from '../../src/common/config/load-config';

/** A session secret long enough for production. */
export const SECRET = 'x'.repeat(32);

/** The ConfigError message loadConfig gives for `env`; fails the test when it gives none. */
export function problemWith(env: Record<string, string>, role: 'api' | 'worker' = 'api'): string {
  try {
    loadConfig(env, role);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).message;
  }
  throw new Error('expected a ConfigError');
}
