import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { configOrExit } from './common/config/exit-on-config-error';
import { loadConfig } from './common/config/load-config';
import { exitGracefullyOnSignals } from './common/lifecycle/shutdown';
import { createApp } from './create-app';

/**
 * The HTTP process. It serves the API and the web app and enqueues jobs. With REDIS_URL the
 * separate `worker` process consumes them; without it (the embedded default) this process
 * runs them as well.
 */
async function main(): Promise<void> {
  const config = configOrExit(() => loadConfig(process.env, 'api'));
  const app = await createApp(config);
  exitGracefullyOnSignals(app);
  await app.listen(config.port, config.host);
  new Logger('Main').log(`Listening on http://${config.host}:${config.port} (${config.nodeEnv}); links in email use ${config.siteOrigin}`);
}

main().catch((error: unknown) => {
  process.stderr.write(`The API failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
