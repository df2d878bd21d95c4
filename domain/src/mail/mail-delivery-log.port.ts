import type { MailDelivery, MailDeliveryStatus } from './mail-delivery';
import type { MailTemplateName } from './mail-templates';

export interface MailDeliveryAttempt {
  idempotencyKey: string;
  recipient: string;
  template: MailTemplateName;
  status: MailDeliveryStatus;
  error: string | null;
  at: Date;
}

/**
 * What became of each email, for the operator console. Written by the send-mail job after
 * every try; only reports (SentMailRepositoryPort is what keeps a retry from sending twice).
 */
export abstract class MailDeliveryLogPort {
  /** Records a try: creates the key's record, or counts one more attempt and keeps this outcome. */
  abstract record(attempt: MailDeliveryAttempt): Promise<void>;
  /** The latest deliveries to an address (compared lower-cased), newest first. */
  abstract listForRecipient(recipient: string, limit: number): Promise<MailDelivery[]>;
}
