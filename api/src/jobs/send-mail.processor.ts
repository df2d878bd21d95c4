import { Injectable } from '@nestjs/common';
import { DeliverMailUseCase, type JobPayloads } from '@pointforge/domain';

/** The send-mail job: one use case, which makes retries harmless through the idempotency key. */
@Injectable()
export class SendMailProcessor {
  constructor(private readonly deliverMail: DeliverMailUseCase) {}

  async handle(payload: JobPayloads['send-mail']): Promise<void> {
    await this.deliverMail.execute(payload);
  }
}
