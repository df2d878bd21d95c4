import type { DeliverMailInput } from '../mail/deliver-mail.use-case';

/** Each background job and its JSON payload. */
export interface JobPayloads {
  'send-mail': DeliverMailInput;
  /** Re-reads every non-final subscription from PayPal and expires licences; runs on a schedule. */
  'reconcile-subscriptions': Record<string, never>;
  /** Deletes the records past their retention window (PurgeExpiredRecordsUseCase); runs daily. */
  'purge-expired-records': Record<string, never>;
}

export type JobName = keyof JobPayloads;
export type JobHandler<N extends JobName> = (payload: JobPayloads[N]) => Promise<void>;
export type JobHandlers = { [N in JobName]: JobHandler<N> };
/** Jobs that carry no payload, the only ones that can run on a schedule. */
export type SchedulableJobName = { [N in JobName]: JobPayloads[N] extends Record<string, never> ? N : never }[JobName];

export interface EnqueueOptions {
  /** A job with the same id already queued or kept is not added again. */
  jobId?: string;
}

/**
 * Hands work to the workers. Use cases call it after their database writes have
 * committed; the worker retries failures with exponential backoff and keeps jobs that
 * finally fail for inspection.
 */
export abstract class JobQueuePort {
  abstract enqueue<N extends JobName>(name: N, payload: JobPayloads[N], options?: EnqueueOptions): Promise<void>;

  /**
   * Adds the job (with an empty payload) every `everyMs`, once per deployment however many
   * processes call this: scheduling a name again replaces its schedule, never adds a second.
   */
  abstract schedule(name: SchedulableJobName, everyMs: number): Promise<void>;
}
