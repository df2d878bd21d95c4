import { ConfigError } from './config-error';

/**
 * Runs `load` and turns a ConfigError into the one line an operator needs and exit code 1,
 * with no stack trace. Any other error is a bug and propagates.
 */
export function configOrExit<T>(load: () => T): T {
  try {
    return load();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}
