import type { JobsOptions, Queue } from 'bullmq';
import { JobQueuePort, type EnqueueOptions, type JobName, type JobPayloads, type SchedulableJobName } from '@pointforge/domain';
import { fromBullmqJobId, toBullmqJobId } from './bullmq-job-id';
import type { JobCounts, JobCountsSource } from './job-counts';
import type { FailedJob } from './job-failure';
import { bullmqJobOptions, DEFAULT_JOB_RETRY_POLICY, type JobRetryPolicy } from './job-retry-policy';

/**
 * Enqueues jobs in Redis for the `worker` processes. It takes the Queue it is given (the one
 * @nestjs/bullmq registers, or `createBullmqQueue`) and sets the retry policy on every job,
 * so the policy holds however that Queue was configured.
 */
export class BullmqJobQueue extends JobQueuePort implements JobCountsSource {
  private readonly jobOptions: JobsOptions;

  constructor(
    private readonly queue: Queue,
    retryPolicy: JobRetryPolicy = DEFAULT_JOB_RETRY_POLICY,
  ) {
    super();
    this.jobOptions = bullmqJobOptions(retryPolicy);
  }

  async enqueue<N extends JobName>(name: N, payload: JobPayloads[N], options?: EnqueueOptions): Promise<void> {
    const jobId = options?.jobId === undefined ? undefined : toBullmqJobId(options.jobId);
    await this.queue.add(name, payload, { ...this.jobOptions, jobId });
  }

  /**
   * Upserts a BullMQ job scheduler named after the job, so every process that calls this
   * leaves the one scheduler in Redis and any worker takes each run once. BullMQ adds the
   * first run at once, then one every `everyMs`.
   */
  async schedule(name: SchedulableJobName, everyMs: number): Promise<void> {
    await this.queue.upsertJobScheduler(name, { every: everyMs }, { name, data: {}, opts: this.jobOptions });
  }

  /** BullMQ's counts for the whole queue in Redis, every process's jobs alike. */
  async jobCounts(): Promise<JobCounts> {
    const counts = await this.queue.getJobCounts('waiting', 'prioritized', 'active', 'delayed', 'failed');
    return {
      waiting: (counts.waiting ?? 0) + (counts.prioritized ?? 0),
      active: counts.active ?? 0,
      delayed: counts.delayed ?? 0,
      failed: counts.failed ?? 0,
    };
  }

  async failedJobs(): Promise<FailedJob[]> {
    const jobs = await this.queue.getFailed();
    return jobs.map(
      (job) =>
        ({
          id: fromBullmqJobId(job.id ?? ''),
          name: job.name,
          payload: job.data,
          attemptsMade: job.attemptsMade,
          error: job.failedReason,
          failedAt: new Date(job.finishedOn ?? job.timestamp),
        }) as FailedJob,
    );
  }
}
