import { randomUUID } from 'node:crypto';
import { JobQueuePort, type EnqueueOptions, type JobHandlers, type JobName, type JobPayloads, type SchedulableJobName } from '@pointforge/domain';
import { RECENT_FINISHED_JOBS, type JobCounts, type JobCountsSource, type RecentJob } from './job-counts';
import { errorMessage, reportFailedAttempt, type FailedJob, type JobQueueLogger } from './job-failure';
import { COMPLETED_JOB_RETENTION, DEFAULT_JOB_RETRY_POLICY, retryDelayMs, type JobRetryPolicy } from './job-retry-policy';

type QueuedJob = {
  [N in JobName]: { id: string; name: N; payload: JobPayloads[N]; attemptsMade: number };
}[JobName];

export interface InProcessJobQueueOptions {
  retryPolicy?: JobRetryPolicy;
  logger?: JobQueueLogger;
  /** Told the name of each job that used up its attempts (the failed-jobs metric). */
  onKeptAsFailed?: (name: JobName) => void;
}

function runHandler<N extends JobName>(handlers: JobHandlers, name: N, payload: JobPayloads[N]): Promise<void> {
  return handlers[name](payload);
}

/**
 * The job queue of the embedded default: one process, no Redis. Jobs run on a later turn of
 * the event loop, never inside the caller's await, and follow the same retry policy, job id
 * deduplication and failed-job keeping as the BullMQ adapter. Nothing survives a restart.
 */
export class InProcessJobQueue extends JobQueuePort implements JobCountsSource {
  private readonly retryPolicy: JobRetryPolicy;
  private readonly logger: JobQueueLogger;
  private readonly onKeptAsFailed: ((name: JobName) => void) | undefined;
  private handlers: JobHandlers | null = null;
  private stopping = false;
  private droppedJobs = 0;
  private readonly waitingForStart: QueuedJob[] = [];
  private readonly scheduled = new Map<QueuedJob, NodeJS.Timeout>();
  /** The scheduled jobs that wait out a retry's backoff rather than their turn. */
  private readonly backingOff = new Set<QueuedJob>();
  private readonly running = new Set<Promise<void>>();
  private readonly activeJobs = new Set<QueuedJob>();
  /** The latest finished jobs, oldest first, at most RECENT_FINISHED_JOBS. */
  private readonly finished: RecentJob[] = [];
  /** Ids of jobs queued, running, waiting to retry or failed: enqueueing one of them again is a no-op. */
  private readonly pendingOrFailedIds = new Set<string>();
  /** Completion time of recently completed jobs by id, oldest first, trimmed to COMPLETED_JOB_RETENTION. */
  private readonly completedAt = new Map<string, number>();
  private readonly failed: FailedJob[] = [];
  /** One timer per scheduled job name. */
  private readonly schedules = new Map<SchedulableJobName, NodeJS.Timeout>();

  constructor(options: InProcessJobQueueOptions = {}) {
    super();
    this.retryPolicy = options.retryPolicy ?? DEFAULT_JOB_RETRY_POLICY;
    this.logger = options.logger ?? console;
    this.onKeptAsFailed = options.onKeptAsFailed;
  }

  /** Begins running jobs, those enqueued before the call included. */
  start(handlers: JobHandlers): void {
    if (this.handlers) {
      throw new Error('The in-process job queue is already started.');
    }
    this.handlers = handlers;
    for (const job of this.waitingForStart.splice(0)) {
      this.scheduleAttempt(job, 0);
    }
  }

  async enqueue<N extends JobName>(name: N, payload: JobPayloads[N], options?: EnqueueOptions): Promise<void> {
    if (this.stopping) {
      throw new Error('The in-process job queue is stopped and takes no new jobs.');
    }
    const id = options?.jobId ?? randomUUID();
    if (this.isKnown(id)) {
      return;
    }
    this.pendingOrFailedIds.add(id);
    // A JSON copy, as Redis would store it: the handler sees what a BullMQ worker would see,
    // and later changes to the caller's object do not leak into the job.
    const job = { id, name, payload: JSON.parse(JSON.stringify(payload)), attemptsMade: 0 } as QueuedJob;
    if (this.handlers) {
      this.scheduleAttempt(job, 0);
    } else {
      this.waitingForStart.push(job);
    }
  }

  /**
   * Enqueues the job every `everyMs` from one timer, replacing an earlier schedule of the same
   * name: this process is the whole deployment. The first run comes one interval after the call.
   */
  async schedule(name: SchedulableJobName, everyMs: number): Promise<void> {
    if (this.stopping) {
      throw new Error('The in-process job queue is stopped and takes no new schedules.');
    }
    clearInterval(this.schedules.get(name));
    const timer = setInterval(() => void this.enqueue(name, {}).catch(() => undefined), everyMs);
    // A schedule alone does not keep the process alive.
    timer.unref();
    this.schedules.set(name, timer);
  }

  async failedJobs(): Promise<FailedJob[]> {
    return [...this.failed];
  }

  async jobCounts(): Promise<JobCounts> {
    return {
      waiting: this.waitingForStart.length + this.scheduled.size - this.backingOff.size,
      active: this.running.size,
      delayed: this.backingOff.size,
      failed: this.failed.length,
    };
  }

  /**
   * What the queue holds and did lately, for the operator console (the embedded default has
   * no Redis for a dashboard to read): running, then waiting and backing-off jobs, then the
   * latest finished ones, newest first. Payloads stay out.
   */
  recentJobs(): RecentJob[] {
    const pending = (job: QueuedJob, state: RecentJob['state']): RecentJob => ({
      id: job.id,
      name: job.name,
      state,
      attemptsMade: job.attemptsMade,
      finishedAt: null,
      error: null,
    });
    return [
      ...[...this.activeJobs].map((job) => pending(job, 'active')),
      ...[...this.scheduled.keys()].map((job) => pending(job, this.backingOff.has(job) ? 'delayed' : 'waiting')),
      ...this.waitingForStart.map((job) => pending(job, 'waiting')),
      ...[...this.finished].reverse(),
    ];
  }

  /** Cancels schedules, jobs not yet started and pending retries, then waits for the running ones to finish. */
  async stop(): Promise<void> {
    this.stopping = true;
    for (const timer of this.schedules.values()) {
      clearInterval(timer);
    }
    this.schedules.clear();
    for (const timer of this.scheduled.values()) {
      clearTimeout(timer);
    }
    this.droppedJobs += this.waitingForStart.splice(0).length + this.scheduled.size;
    this.scheduled.clear();
    this.backingOff.clear();
    while (this.running.size > 0) {
      await Promise.allSettled([...this.running]);
    }
    if (this.droppedJobs > 0) {
      this.logger.warn(`In-process job queue stopped; ${this.droppedJobs} pending job(s) were dropped.`);
    }
  }

  private isKnown(id: string): boolean {
    const expiredBefore = Date.now() - COMPLETED_JOB_RETENTION.age * 1000;
    for (const [completedId, at] of this.completedAt) {
      if (at >= expiredBefore && this.completedAt.size <= COMPLETED_JOB_RETENTION.count) {
        break;
      }
      this.completedAt.delete(completedId);
    }
    return this.pendingOrFailedIds.has(id) || this.completedAt.has(id);
  }

  private scheduleAttempt(job: QueuedJob, delayMs: number): void {
    const timer = setTimeout(() => {
      this.scheduled.delete(job);
      this.backingOff.delete(job);
      this.track(this.attempt(job));
    }, delayMs);
    this.scheduled.set(job, timer);
    if (delayMs > 0) this.backingOff.add(job);
  }

  private remember(job: QueuedJob, state: 'completed' | 'failed', error: string | null): void {
    this.finished.push({ id: job.id, name: job.name, state, attemptsMade: job.attemptsMade, finishedAt: new Date(), error });
    if (this.finished.length > RECENT_FINISHED_JOBS) this.finished.shift();
  }

  private track(attempt: Promise<void>): void {
    this.running.add(attempt);
    void attempt.finally(() => this.running.delete(attempt));
  }

  private async attempt(job: QueuedJob): Promise<void> {
    job.attemptsMade += 1;
    this.activeJobs.add(job);
    try {
      await runHandler(this.handlers as JobHandlers, job.name, job.payload);
    } catch (error) {
      this.onAttemptFailed(job, errorMessage(error));
      return;
    } finally {
      this.activeJobs.delete(job);
    }
    this.pendingOrFailedIds.delete(job.id);
    this.completedAt.set(job.id, Date.now());
    this.remember(job, 'completed', null);
  }

  private onAttemptFailed(job: QueuedJob, error: string): void {
    const { attempts } = this.retryPolicy;
    reportFailedAttempt(this.logger, { name: job.name, id: job.id, attemptsMade: job.attemptsMade, attempts, error });
    if (job.attemptsMade >= attempts) {
      this.failed.push({ ...job, error, failedAt: new Date() });
      this.remember(job, 'failed', error);
      this.onKeptAsFailed?.(job.name);
    } else if (this.stopping) {
      this.droppedJobs += 1;
    } else {
      this.scheduleAttempt(job, retryDelayMs(this.retryPolicy, job.attemptsMade));
    }
  }
}
