import { normalizeEmail } from '../accounts/user-rules';
import type { MailDelivery } from '../mail/mail-delivery';
import { MailDeliveryLogPort, type MailDeliveryAttempt } from '../mail/mail-delivery-log.port';
import { InMemoryRepository } from './in-memory-store';

export class InMemoryMailDeliveryLog extends InMemoryRepository implements MailDeliveryLogPort {
  async record({ idempotencyKey, recipient, template, status, error, at }: MailDeliveryAttempt): Promise<void> {
    const known = this.store.mailDeliveries.get(idempotencyKey);
    const outcome = { status, lastError: error, updatedAt: at };
    if (known) {
      this.store.mailDeliveries.update((delivery) => delivery.idempotencyKey === idempotencyKey, { ...outcome, attempts: known.attempts + 1 });
    } else {
      this.store.mailDeliveries.insert({ idempotencyKey, recipient: normalizeEmail(recipient), template, attempts: 1, ...outcome });
    }
  }

  async listForRecipient(recipient: string, limit: number): Promise<MailDelivery[]> {
    const address = normalizeEmail(recipient);
    return this.store.mailDeliveries
      .filter((delivery) => delivery.recipient === address)
      .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime() || (a.idempotencyKey < b.idempotencyKey ? 1 : -1))
      .slice(0, limit);
  }
}
