import { DisputeRepositoryPort, openedAtKey, type SubscriptionDispute } from '../billing/dispute.repository.port';
import { pageOfRows, type Page, type PageRequest } from '../shared/page';
import { InMemoryRepository } from './in-memory-store';

export class InMemoryDisputeRepository extends InMemoryRepository implements DisputeRepositoryPort {
  async save(dispute: SubscriptionDispute): Promise<void> {
    if (!this.store.disputes.get(dispute.disputeId)) {
      this.store.disputes.insert(dispute);
      return;
    }
    const { disputeId, openedAt, ...changes } = dispute;
    this.store.disputes.update((stored) => stored.disputeId === disputeId, changes);
  }

  async listForSubscription(subscriptionId: string): Promise<SubscriptionDispute[]> {
    return this.store.disputes.filter((dispute) => dispute.subscriptionId === subscriptionId).sort((a, b) => a.openedAt.getTime() - b.openedAt.getTime());
  }

  async list(page: PageRequest): Promise<Page<SubscriptionDispute>> {
    const newestFirst = this.store.disputes
      .filter(() => true)
      .sort((a, b) => b.openedAt.getTime() - a.openedAt.getTime() || b.disputeId.localeCompare(a.disputeId));
    return pageOfRows(newestFirst, page, openedAtKey);
  }
}
