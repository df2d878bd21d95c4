import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { JobQueuePort, type SchedulableJobName } from '@pointforge/domain';

/** The jobs that run on a schedule, and how often. */
export const JOB_SCHEDULES: readonly { name: SchedulableJobName; everyMs: number }[] = [
  // The safety net behind PayPal's webhook (DECISIONS, Billing).
  { name: 'reconcile-subscriptions', everyMs: 15 * 60 * 1000 },
  // Housekeeping, in bounded batches (docs/operations.md, Retention).
  { name: 'purge-expired-records', everyMs: 24 * 60 * 60 * 1000 },
];

/**
 * Schedules the recurring jobs when the API process starts. With Redis this upserts one
 * BullMQ job scheduler per job, the same whatever the number of API replicas, and any
 * worker takes each run; in the embedded default the in-process queue runs them itself.
 * Start-up does not wait for it: with Redis down the upsert waits for Redis to come back,
 * while the API starts and /readyz reports Redis.
 */
@Injectable()
export class JobSchedules implements OnApplicationBootstrap {
  private readonly logger = new Logger('Jobs');

  constructor(private readonly queue: JobQueuePort) {}

  onApplicationBootstrap(): void {
    void this.scheduleAll().catch((error: unknown) =>
      this.logger.error(`Could not schedule the recurring jobs: ${error instanceof Error ? error.message : String(error)}`),
    );
  }

  private async scheduleAll(): Promise<void> {
    for (const { name, everyMs } of JOB_SCHEDULES) {
      await this.queue.schedule(name, everyMs);
      this.logger.log(`Scheduled ${name} every ${everyMs / 60_000} minutes`);
    }
  }
}
