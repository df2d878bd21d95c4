import { WebhookEventRepositoryPort } from '@pointforge/domain';
import { LessThan } from 'typeorm';
import type { DatabaseAccess } from '../database-access';
import { isUniqueViolation } from '../unique-violation';
import { ProcessedWebhookEventOrmEntity } from './processed-webhook-event.orm-entity';

export class TypeormWebhookEventRepository extends WebhookEventRepositoryPort {
  constructor(private readonly database: DatabaseAccess) {
    super();
  }

  async recordOnce(eventId: string, eventType: string, receivedAt: Date): Promise<boolean> {
    try {
      await this.database.run((manager) =>
        manager.insert(ProcessedWebhookEventOrmEntity, {
          event_id: eventId,
          event_type: eventType,
          received_at: receivedAt,
        }),
      );
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  async forget(eventId: string): Promise<void> {
    await this.database.run((manager) => manager.delete(ProcessedWebhookEventOrmEntity, { event_id: eventId }));
  }

  async pruneReceivedBefore(cutoff: Date): Promise<number> {
    const result = await this.database.run((manager) => manager.delete(ProcessedWebhookEventOrmEntity, { received_at: LessThan(cutoff) }));
    return result.affected ?? 0;
  }
}
