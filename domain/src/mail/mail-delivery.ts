import type { MailTemplateName } from './mail-templates';

/**
 * How an email's delivery last ended: `sent` (the transport accepted it) or `failed` (the
 * last try failed; the queue retries it with backoff until its attempts run out).
 */
export type MailDeliveryStatus = 'sent' | 'failed';

/** One email (one idempotency key) as the operator console reports it. */
export interface MailDelivery {
  idempotencyKey: string;
  recipient: string;
  template: MailTemplateName;
  status: MailDeliveryStatus;
  /** Tries so far, the successful one included. */
  attempts: number;
  /** The transport's error of the last failed try; null once sent. */
  lastError: string | null;
  updatedAt: Date;
}

/** The longest transport error kept (the column's width). */
export const MAIL_DELIVERY_ERROR_MAX_LENGTH = 500;
