import { Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { ReconcileSubscriptionsProcessor } from './reconcile-subscriptions.processor';

export const RECONCILIATION_INTERVAL_MS = 15 * 60 * 1000;

/**
 * Runs reconciliation every 15 minutes in each process that consumes jobs (the embedded
 * API, every worker). Runs in several workers only repeat reads and idempotent writes.
 */
@Injectable()
export class ReconciliationScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly processor: ReconcileSubscriptionsProcessor) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.processor.handle().catch(() => undefined), RECONCILIATION_INTERVAL_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }
}
