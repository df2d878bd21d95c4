import type { BillingProfile } from '../billing/billing-profile';
import { BillingProfileRepositoryPort, type StoredBillingProfile } from '../billing/billing-profile.repository.port';
import { InMemoryRepository } from './in-memory-store';

export class InMemoryBillingProfileRepository extends InMemoryRepository implements BillingProfileRepositoryPort {
  async findForUser(userId: string): Promise<StoredBillingProfile | null> {
    const row = this.store.billingProfiles.get(userId);
    return row ? { profile: row.profile, updatedAt: row.updatedAt } : null;
  }

  async save(userId: string, profile: BillingProfile, at: Date): Promise<void> {
    this.store.billingProfiles.delete((row) => row.userId === userId);
    this.store.billingProfiles.insert({ userId, profile: { ...profile }, updatedAt: at });
  }
}
