import { SentMailRepositoryPort } from '@pointforge/domain';
import type { DatabaseAccess } from '../database-access';
import { isUniqueViolation } from '../unique-violation';
import { SentMailOrmEntity } from './sent-mail.orm-entity';

export class TypeormSentMailRepository extends SentMailRepositoryPort {
  constructor(private readonly database: DatabaseAccess) {
    super();
  }

  async wasSent(idempotencyKey: string): Promise<boolean> {
    return this.database.run((manager) => manager.existsBy(SentMailOrmEntity, { idempotency_key: idempotencyKey }));
  }

  /** Marking twice is harmless: the first record stands. */
  async markSent(idempotencyKey: string, sentAt: Date): Promise<void> {
    try {
      await this.database.run((manager) => manager.insert(SentMailOrmEntity, { idempotency_key: idempotencyKey, sent_at: sentAt }));
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
}
