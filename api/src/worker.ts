import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { configOrExit } from './common/config/exit-on-config-error';
import { loadConfig } from './common/config/load-config';
import { exitGracefullyOnSignals } from './common/lifecycle/shutdown';
import { WorkerModule } from './worker.module';

/**
 * The job consumer for deployments with Redis (`api` only enqueues). It refuses to start
 * without REDIS_URL: the embedded default runs jobs inside the API process.
 */
async function main(): Promise<void> {
  const config = configOrExit(() => loadConfig(process.env, 'worker'));
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config), {
    bufferLogs: true,
    abortOnError: false,
  });
  app.useLogger(app.get(Logger));
  exitGracefullyOnSignals(app);
  await app.init();
}

main().catch((error: unknown) => {
  process.stderr.write(`The worker failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
