import { WebhookEventRepositoryPort } from '../billing/webhook-event.repository.port';
import { InMemoryRepository } from './in-memory-store';

export class InMemoryWebhookEventRepository extends InMemoryRepository implements WebhookEventRepositoryPort {
  async recordOnce(eventId: string, eventType: string, receivedAt: Date): Promise<boolean> {
    if (this.store.webhookEvents.get(eventId)) return false;
    this.store.webhookEvents.insert({ eventId, eventType, receivedAt });
    return true;
  }

  async forget(eventId: string): Promise<void> {
    this.store.webhookEvents.delete((event) => event.eventId === eventId);
  }

  async pruneReceivedBefore(cutoff: Date): Promise<number> {
    return this.store.webhookEvents.delete((event) => event.receivedAt.getTime() < cutoff.getTime());
  }
}
