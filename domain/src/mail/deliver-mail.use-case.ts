import type { JobPayloads } from '../ports/job-queue.port';
import type { MailPort } from '../ports/mail.port';
import type { SentMailRepositoryPort } from '../ports/sent-mail.repository.port';
import type { ClockPort } from '../shared/clock.port';
import { DomainError } from '../shared/domain-error';

export type DeliverMailInput = JobPayloads['send-mail'];

export interface DeliverMailResult {
  /** False when the key was already marked sent, so nothing went out this time. */
  delivered: boolean;
}

/**
 * Sends one queued email at most once per idempotency key; the worker's send-mail job
 * calls it. The key is marked only after the transport accepted the message, so a failed
 * send is retried by the queue. Delivery is at-least-once: a crash between sending and
 * marking sends again on retry, which beats losing a verification or licence email.
 */
export class DeliverMailUseCase {
  constructor(
    private readonly mail: MailPort,
    private readonly sentMail: SentMailRepositoryPort,
    private readonly clock: ClockPort,
  ) {}

  async execute({ idempotencyKey, message }: DeliverMailInput): Promise<DeliverMailResult> {
    if (idempotencyKey.trim() === '') {
      throw new DomainError('invalid', 'MAIL.IDEMPOTENCY_KEY_MISSING', 'A mail job needs an idempotency key.');
    }
    if (await this.sentMail.wasSent(idempotencyKey)) {
      return { delivered: false };
    }
    await this.mail.send(message);
    await this.sentMail.markSent(idempotencyKey, this.clock.now());
    return { delivered: true };
  }
}
