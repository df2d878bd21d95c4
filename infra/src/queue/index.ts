export { JOBS_QUEUE_NAME, bullmqConnectionOptions, createBullmqQueue, type BullmqQueueSettings } from './bullmq-connection';
export { BullmqJobQueue } from './bullmq-job-queue';
export { BullmqJobWorker, type BullmqJobWorkerOptions } from './bullmq-job-worker';
export { InProcessJobQueue, type InProcessJobQueueOptions } from './in-process-job-queue';
export { RECENT_FINISHED_JOBS, type JobCounts, type JobCountsSource, type RecentJob } from './job-counts';
export type { FailedJob, JobQueueLogger } from './job-failure';
export { DEFAULT_JOB_OPTIONS, DEFAULT_JOB_RETRY_POLICY, type JobRetryPolicy } from './job-retry-policy';
