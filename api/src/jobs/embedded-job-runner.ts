import { BeforeApplicationShutdown, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InProcessJobQueue } from '@pointforge/infra';
import { JobHandlersRegistry } from './job-handlers.registry';

/**
 * The embedded default (no REDIS_URL): the API process runs its own jobs. Stopping happens
 * after the HTTP server has drained, so no request enqueues into a stopped queue, and waits
 * for running jobs before the database closes.
 */
@Injectable()
export class EmbeddedJobRunner implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Jobs');

  constructor(
    private readonly queue: InProcessJobQueue,
    private readonly registry: JobHandlersRegistry,
  ) {}

  onApplicationBootstrap(): void {
    this.queue.start(this.registry.handlers());
    this.logger.log('Running jobs in this process (REDIS_URL is not set)');
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.queue.stop();
  }
}
