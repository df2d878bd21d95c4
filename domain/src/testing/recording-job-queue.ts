import { JobQueuePort, type EnqueueOptions, type JobHandlers, type JobName, type JobPayloads, type SchedulableJobName } from '../ports/job-queue.port';

export type RecordedJob = {
  [N in JobName]: { name: N; payload: JobPayloads[N]; jobId?: string };
}[JobName];

function runHandler<N extends JobName>(handlers: JobHandlers, name: N, payload: JobPayloads[N]): Promise<void> {
  return handlers[name](payload);
}

/**
 * The job queue for unit tests: it records what was enqueued and runs it only when the test
 * calls `runAll`, so a test can check what a use case enqueued before anything happens.
 */
export class RecordingJobQueue extends JobQueuePort {
  /** Accepted jobs in order. A repeated job id is not recorded again, as in the real queues. */
  readonly jobs: RecordedJob[] = [];
  /** The interval of each scheduled job by name; scheduling a name again replaces it. */
  readonly schedules = new Map<SchedulableJobName, number>();
  private ran = 0;

  async enqueue<N extends JobName>(name: N, payload: JobPayloads[N], options?: EnqueueOptions): Promise<void> {
    const jobId = options?.jobId;
    if (jobId !== undefined && this.jobs.some((job) => job.jobId === jobId)) {
      return;
    }
    // Stored as JSON, as the real queues do, so a payload that does not survive JSON
    // (a Date, a class instance) shows up in unit tests.
    const recorded = { name, payload: JSON.parse(JSON.stringify(payload)) } as RecordedJob;
    if (jobId !== undefined) {
      recorded.jobId = jobId;
    }
    this.jobs.push(recorded);
  }

  /** Remembers the jobs accepted so far; the returned function forgets any accepted later. */
  snapshot(): () => void {
    const accepted = this.jobs.length;
    return () => {
      this.jobs.splice(accepted);
    };
  }

  async schedule(name: SchedulableJobName, everyMs: number): Promise<void> {
    this.schedules.set(name, everyMs);
  }

  /**
   * Runs every job not yet run, in order, jobs enqueued by those handlers included. A handler
   * that throws stops the run with its error; calling `runAll` again retries that job.
   */
  async runAll(handlers: JobHandlers): Promise<void> {
    for (let job = this.jobs[this.ran]; job !== undefined; job = this.jobs[this.ran]) {
      await runHandler(handlers, job.name, job.payload);
      this.ran += 1;
    }
  }
}
