import { SentMailRepositoryPort } from '../mail/sent-mail.repository.port';
import { InMemoryRepository } from './in-memory-store';

export class InMemorySentMailRepository extends InMemoryRepository implements SentMailRepositoryPort {
  async wasSent(idempotencyKey: string): Promise<boolean> {
    return this.store.sentMail.get(idempotencyKey) !== null;
  }

  /** Marking twice is harmless: the first record stands. */
  async markSent(idempotencyKey: string, sentAt: Date): Promise<void> {
    if (this.store.sentMail.get(idempotencyKey)) return;
    this.store.sentMail.insert({ idempotencyKey, sentAt });
  }
}
