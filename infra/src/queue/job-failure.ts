import type { JobName, JobPayloads } from '@pointforge/domain';

/** A job that used up its attempts, kept with the error of its last try. */
export type FailedJob = {
  [N in JobName]: {
    id: string;
    name: N;
    payload: JobPayloads[N];
    attemptsMade: number;
    error: string;
    failedAt: Date;
  };
}[JobName];

/** Where the queue adapters report failed tries; Nest's Logger, pino and console all fit. */
export interface JobQueueLogger {
  warn(message: string): void;
  error(message: string): void;
}

export interface FailedAttempt {
  name: string;
  id: string;
  attemptsMade: number;
  attempts: number;
  error: string;
}

/**
 * One line per failed try: a warning while retries remain, an error when the job is kept as
 * failed. Returns whether it is kept as failed (no attempt left).
 */
export function reportFailedAttempt(logger: JobQueueLogger, attempt: FailedAttempt): boolean {
  const what = `Job ${attempt.name} (${attempt.id}) failed on attempt ${attempt.attemptsMade} of ${attempt.attempts}`;
  if (attempt.attemptsMade < attempt.attempts) {
    logger.warn(`${what}, will retry: ${attempt.error}`);
    return false;
  }
  logger.error(`${what}, kept as failed: ${attempt.error}`);
  return true;
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
