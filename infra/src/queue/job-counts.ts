/** How many jobs a queue holds in each state, for the queue-depth metric. */
export interface JobCounts {
  /** Ready to run, waiting for a free worker. */
  waiting: number;
  active: number;
  /** Waiting out a retry's backoff (or a delay). */
  delayed: number;
  /** Used up their attempts and kept for inspection. */
  failed: number;
}

/** A queue that can say how many jobs it holds; both delivery queues can. */
export interface JobCountsSource {
  jobCounts(): Promise<JobCounts>;
}

/** A job as the operator console lists it: never its payload (mail payloads carry sign-in links). */
export interface RecentJob {
  id: string;
  name: string;
  state: 'waiting' | 'active' | 'delayed' | 'completed' | 'failed';
  attemptsMade: number;
  /** When it completed or was kept as failed; null while it is still to run. */
  finishedAt: Date | null;
  /** The last try's error, for a failed job. */
  error: string | null;
}

/** How many finished jobs the in-process queue remembers for the console. */
export const RECENT_FINISHED_JOBS = 50;
