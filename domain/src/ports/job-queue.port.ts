import type { MailMessage } from '../mail/mail-templates';

/** Each background job and its JSON payload. */
export interface JobPayloads {
  'send-mail': { idempotencyKey: string; message: MailMessage };
}

export type JobName = keyof JobPayloads;
export type JobHandler<N extends JobName> = (payload: JobPayloads[N]) => Promise<void>;
export type JobHandlers = { [N in JobName]: JobHandler<N> };

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
}
