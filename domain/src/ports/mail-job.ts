import type { MailMessage } from '../mail/mail-templates';
import type { JobQueuePort } from './job-queue.port';

/**
 * Hands one email to the worker. The key names the event the email tells of and doubles as
 * the job id, so a retried job or a repeated call neither queues nor sends it twice.
 */
export function enqueueMail(jobs: JobQueuePort, idempotencyKey: string, message: MailMessage): Promise<void> {
  return jobs.enqueue('send-mail', { idempotencyKey, message }, { jobId: idempotencyKey });
}
