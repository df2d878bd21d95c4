import { UnrecoverableError, Worker, type Job } from 'bullmq';
import type { JobHandlers, JobName } from '@pointforge/domain';
import { bullmqConnectionOptions, JOBS_QUEUE_NAME } from './bullmq-connection';
import { fromBullmqJobId } from './bullmq-job-id';
import { errorMessage, reportFailedAttempt, type JobQueueLogger } from './job-failure';

export interface BullmqJobWorkerOptions {
  redisUrl: string;
  prefix: string;
  handlers: JobHandlers;
  /** Jobs run at once by this process. */
  concurrency?: number;
  /**
   * How long this worker's hold on a running job lasts unrenewed (it renews every half of
   * it). A job whose worker died runs again once its hold has lapsed and a stalled check,
   * made as often, has seen it twice: within about three times this.
   */
  lockDurationMs?: number;
  logger?: JobQueueLogger;
  /** Told the name of each job that used up its attempts (the failed-jobs metric). */
  onKeptAsFailed?: (name: string) => void;
}

/** BullMQ's own default. */
const DEFAULT_LOCK_DURATION_MS = 30_000;

/**
 * Consumes the jobs queue in a `worker` process and hands each job to the handler for its
 * name. BullMQ retries a throwing handler on the policy stored with the job.
 */
export class BullmqJobWorker {
  private readonly worker: Worker;
  private readonly handlers: JobHandlers;
  private readonly logger: JobQueueLogger;
  private running: Promise<void> | null = null;

  constructor({
    redisUrl,
    prefix,
    handlers,
    concurrency = 1,
    lockDurationMs = DEFAULT_LOCK_DURATION_MS,
    logger = console,
    onKeptAsFailed,
  }: BullmqJobWorkerOptions) {
    this.handlers = handlers;
    this.logger = logger;
    this.worker = new Worker(JOBS_QUEUE_NAME, (job) => this.dispatch(job), {
      connection: bullmqConnectionOptions(redisUrl),
      prefix,
      concurrency,
      lockDuration: lockDurationMs,
      stalledInterval: lockDurationMs,
      autorun: false,
    });
    this.worker.on('failed', (job, error) => {
      if (job) {
        const kept = reportFailedAttempt(this.logger, {
          name: job.name,
          id: fromBullmqJobId(job.id ?? ''),
          attemptsMade: job.attemptsMade,
          // An unrecoverable error ends the job whatever attempts were left.
          attempts: error instanceof UnrecoverableError ? job.attemptsMade : (job.opts.attempts ?? 1),
          error: error.message,
        });
        if (kept) onKeptAsFailed?.(job.name);
      }
    });
    this.worker.on('error', (error) => this.logger.error(`Job worker error: ${error.message}`));
  }

  /** Starts taking jobs; resolves once connected to Redis. */
  async start(): Promise<void> {
    if (this.running) {
      throw new Error('The job worker is already started.');
    }
    this.running = this.worker.run().catch((error: unknown) => {
      this.logger.error(`Job worker stopped: ${errorMessage(error)}`);
    });
    await this.worker.waitUntilReady();
  }

  /** Takes no new jobs, waits for the running ones to finish, then disconnects (graceful shutdown). */
  async close(): Promise<void> {
    await this.worker.close();
    await this.running;
  }

  private async dispatch(job: Job): Promise<void> {
    if (!Object.hasOwn(this.handlers, job.name)) {
      // Enqueued by a newer or older build: retrying here cannot help, so fail it at once.
      throw new UnrecoverableError(`No handler for job "${job.name}".`);
    }
    const handler = this.handlers[job.name as JobName] as (payload: unknown) => Promise<void>;
    await handler(job.data);
  }
}
