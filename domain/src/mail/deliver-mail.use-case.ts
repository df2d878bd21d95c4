import type { MailDeliveryLogPort } from './mail-delivery-log.port';
import type { MailPort } from './mail.port';
import type { SentMailRepositoryPort } from './sent-mail.repository.port';
import type { ClockPort } from '../shared/clock.port';
import { DomainError } from '../shared/domain-error';
import { MAIL_DELIVERY_ERROR_MAX_LENGTH } from './mail-delivery';
import type { MailMessage } from './mail-templates';

/** One email to send, as the send-mail job carries it. */
export interface DeliverMailInput {
  idempotencyKey: string;
  message: MailMessage;
}

export interface DeliverMailResult {
  /** False when the key was already marked sent, so nothing went out this time. */
  delivered: boolean;
}

/**
 * Sends one queued email at most once per idempotency key; the worker's send-mail job
 * calls it. The key is marked only after the transport accepted the message, so a failed
 * send is retried by the queue. Delivery is at-least-once: a crash between sending and
 * marking sends again on retry, which beats losing a verification or licence email. Every
 * try's outcome goes to the delivery log, which the operator console shows.
 */
export class DeliverMailUseCase {
  constructor(
    private readonly mail: MailPort,
    private readonly sentMail: SentMailRepositoryPort,
    private readonly clock: ClockPort,
    private readonly deliveries: MailDeliveryLogPort,
  ) {}

  async execute({ idempotencyKey, message }: DeliverMailInput): Promise<DeliverMailResult> {
    if (idempotencyKey.trim() === '') {
      throw new DomainError('invalid', 'MAIL.IDEMPOTENCY_KEY_MISSING', 'A mail job needs an idempotency key.');
    }
    if (await this.sentMail.wasSent(idempotencyKey)) {
      return { delivered: false };
    }
    const attempt = { idempotencyKey, recipient: message.to, template: message.template };
    try {
      await this.mail.send(message);
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, MAIL_DELIVERY_ERROR_MAX_LENGTH);
      await this.deliveries.record({ ...attempt, status: 'failed', error: reason, at: this.clock.now() });
      throw error;
    }
    await this.sentMail.markSent(idempotencyKey, this.clock.now());
    await this.deliveries.record({ ...attempt, status: 'sent', error: null, at: this.clock.now() });
    return { delivered: true };
  }
}
