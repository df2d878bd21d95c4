import type { OutboxBacklog } from '../persistence/outbox/outbox-relay';
import type { MetricsRegistry } from './metrics-registry';

export interface OutboxBacklogSource {
  backlog(): Promise<OutboxBacklog>;
}

/**
 * The transactional outbox as operators watch it: jobs committed but not yet handed to the
 * queue, and how long the oldest has waited (it grows while Redis is away). Read from the
 * database at scrape time; both gauges share one read per scrape.
 */
export class OutboxMetrics {
  private reading: Promise<OutboxBacklog | null> | undefined;

  constructor(metrics: MetricsRegistry, source: OutboxBacklogSource) {
    const read = (): Promise<OutboxBacklog | null> =>
      (this.reading ??= source
        .backlog()
        // The database away: no outbox figures this scrape rather than a failed scrape.
        .catch(() => null)
        .finally(() => (this.reading = undefined)));
    metrics.gauge('outbox_waiting_jobs', {
      help: 'Jobs committed to the outbox table and not yet handed to the queue.',
      async collect() {
        const backlog = await read();
        if (backlog) this.set(backlog.waiting);
      },
    });
    metrics.gauge('outbox_oldest_waiting_age_seconds', {
      help: 'How long the oldest job not yet handed to the queue has waited in the outbox (0 when none waits).',
      async collect() {
        const backlog = await read();
        if (backlog) this.set(backlog.oldestCreatedAt === null ? 0 : Math.max(0, (Date.now() - backlog.oldestCreatedAt.getTime()) / 1000));
      },
    });
  }
}
