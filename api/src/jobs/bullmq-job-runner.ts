import { BeforeApplicationShutdown, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { BullmqJobWorker, JobMetrics } from '@pointforge/infra';
import { AppConfig } from '../common/config/app-config';
import { NestJobQueueLogger } from '../adapter-modules/queue/nest-job-queue-logger';
import { JobHandlersRegistry } from './job-handlers.registry';

/** The `worker` process: consumes the Redis queue; on shutdown takes no new jobs and finishes running ones. */
@Injectable()
export class BullmqJobRunner implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Jobs');
  private worker: BullmqJobWorker | undefined;

  constructor(
    private readonly config: AppConfig,
    private readonly registry: JobHandlersRegistry,
    private readonly jobMetrics: JobMetrics,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.worker = new BullmqJobWorker({
      redisUrl: this.config.redisUrl as string,
      prefix: this.config.redisPrefix,
      handlers: this.registry.handlers(),
      lockDurationMs: this.config.jobLockMs,
      logger: new NestJobQueueLogger(),
      onKeptAsFailed: (name) => this.jobMetrics.jobKeptAsFailed(name),
    });
    await this.worker.start();
    this.logger.log('Consuming jobs from Redis');
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.worker?.close();
  }
}
