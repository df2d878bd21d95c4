import type { JobHandlers, JobName } from '@pointforge/domain';
import type { Counter, Histogram } from 'prom-client';
import type { JobCounts, JobCountsSource } from '../queue/job-counts';
import { withTimeout } from '../shared/with-timeout';
import type { MetricsRegistry } from './metrics-registry';

/** A queue that does not answer its counts in this time (Redis away) is left out of that scrape. */
const COUNTS_TIMEOUT_MS = 2_000;
/** Jobs range from milliseconds (one email) to minutes (a reconciliation of every subscription). */
const JOB_DURATION_BUCKETS = [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300];

/**
 * Per job type: how long each attempt took and how it ended, and how many jobs were kept as
 * failed (no attempt left); per queue: how many jobs it holds in each state, read at scrape time.
 */
export class JobMetrics {
  private readonly duration: Histogram<'job' | 'outcome'>;
  private readonly keptAsFailed: Counter<'job'>;
  private readonly queues = new Map<string, JobCountsSource>();

  constructor(metrics: MetricsRegistry) {
    this.duration = metrics.histogram('job_duration_seconds', {
      help: 'Time each job attempt ran, by job type and outcome (completed or failed; a failed attempt may be retried).',
      labelNames: ['job', 'outcome'],
      buckets: JOB_DURATION_BUCKETS,
    });
    this.keptAsFailed = metrics.counter('jobs_failed_total', {
      help: 'Jobs that used up their attempts and are kept as failed, by job type.',
      labelNames: ['job'],
    });
    const queues = this.queues;
    metrics.gauge('queue_jobs', {
      help: 'Jobs in the queue by state (waiting, active, delayed for a retry, failed). With Redis the whole queue, as every process sees it.',
      labelNames: ['queue', 'state'],
      async collect() {
        this.reset();
        await Promise.all(
          [...queues].map(async ([queue, source]) => {
            const counts = await withTimeout(source.jobCounts(), COUNTS_TIMEOUT_MS, `Counting the ${queue} queue`).catch(() => null);
            if (counts === null) return;
            for (const state of Object.keys(counts) as (keyof JobCounts)[]) this.set({ queue, state }, counts[state]);
          }),
        );
      },
    });
  }

  /** The same handlers, each attempt timed and counted by outcome; errors pass through unchanged for the queue to retry. */
  measure(handlers: JobHandlers): JobHandlers {
    const measured = {} as Record<JobName, (payload: never) => Promise<void>>;
    for (const name of Object.keys(handlers) as JobName[]) {
      const handler = handlers[name] as (payload: never) => Promise<void>;
      measured[name] = async (payload) => {
        const stop = this.duration.startTimer({ job: name });
        try {
          await handler(payload);
          stop({ outcome: 'completed' });
        } catch (error) {
          stop({ outcome: 'failed' });
          throw error;
        }
      };
    }
    return measured as JobHandlers;
  }

  jobKeptAsFailed(name: string): void {
    this.keptAsFailed.inc({ job: name });
  }

  /** Reports the queue's depth at each scrape under `queue`. */
  watchQueue(queue: string, source: JobCountsSource): void {
    this.queues.set(queue, source);
  }
}
