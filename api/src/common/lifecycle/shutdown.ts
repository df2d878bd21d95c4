import type { INestApplicationContext } from '@nestjs/common';

/** Past this, a stuck shutdown exits with code 1 rather than hanging the orchestrator. */
const SHUTDOWN_TIMEOUT_MS = 30_000;
const SIGNALS = ['SIGTERM', 'SIGINT'];

/**
 * On SIGTERM/SIGINT run Nest's shutdown hooks in order (HTTP drain, job consumers, then
 * connections) and exit 0. `useProcessExit` matters: without it Nest re-raises the signal
 * after the hooks and the process ends with 143 instead of 0.
 */
export function exitGracefullyOnSignals(app: INestApplicationContext): void {
  app.enableShutdownHooks(SIGNALS, { useProcessExit: true });
  for (const signal of SIGNALS) {
    process.once(signal, () => {
      setTimeout(() => {
        process.stderr.write(`Shutdown did not finish within ${SHUTDOWN_TIMEOUT_MS / 1000} s; exiting.\n`);
        process.exit(1);
      }, SHUTDOWN_TIMEOUT_MS).unref();
    });
  }
}
