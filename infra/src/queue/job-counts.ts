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
