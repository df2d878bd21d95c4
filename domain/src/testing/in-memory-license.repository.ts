import type { License } from '../licensing/license.entity';
import { LicenseRepositoryPort, type DesktopLicenseRead, type DesktopLicenseRef } from '../licensing/license.repository.port';
import { InMemoryRepository } from './in-memory-store';
import { byNewestFirst } from './in-memory-table';

export class InMemoryLicenseRepository extends InMemoryRepository implements LicenseRepositoryPort {
  async listForUser(userId: string): Promise<License[]> {
    return this.store.licenses.filter((license) => license.userId === userId).sort(byNewestFirst);
  }

  async findById(id: string): Promise<License | null> {
    return this.store.licenses.get(id);
  }

  async findByLicenseKey(licenseKey: string): Promise<License | null> {
    return this.store.licenses.find((license) => license.licenseKey === licenseKey);
  }

  async findForDesktopCheck(ref: DesktopLicenseRef, fingerprint: string | undefined): Promise<DesktopLicenseRead | null> {
    const license = 'licenseKey' in ref ? await this.findByLicenseKey(ref.licenseKey) : this.store.licenses.get(ref.licenseId);
    if (!license) return null;
    const machines = this.store.machines.filter((machine) => machine.licenseId === license.id);
    return {
      license,
      machine: machines.find((machine) => machine.fingerprint === fingerprint) ?? null,
      seatsUsed: machines.length,
      owner: license.userId === null ? null : this.store.users.get(license.userId),
    };
  }

  async findBySubscriptionId(subscriptionId: string): Promise<License | null> {
    return this.store.licenses.find((license) => license.subscriptionId === subscriptionId);
  }

  async issueTrialOnce(license: License, ledgerKey: string): Promise<boolean> {
    // No await between these checks and the inserts: that is what keeps it atomic.
    const owner = license.userId === null ? null : this.store.users.get(license.userId);
    if (!owner || owner.hasHeldLicense) return false;
    if (this.store.trialLedger.get(ledgerKey)) return false;
    this.store.licenses.insert(license);
    this.store.trialLedger.insert({ addressKey: ledgerKey, createdAt: license.createdAt });
    this.markHasHeldLicense(owner.id);
    return true;
  }

  async recordInTrialLedger(ledgerKey: string, now: Date): Promise<void> {
    if (!this.store.trialLedger.get(ledgerKey)) this.store.trialLedger.insert({ addressKey: ledgerKey, createdAt: now });
  }

  async issueForSubscriptionOnce(license: License): Promise<License> {
    // No await between this check and the insert: that is what keeps it atomic.
    const existing = license.subscriptionId === null ? null : this.store.licenses.find((stored) => stored.subscriptionId === license.subscriptionId);
    if (existing) return existing;
    this.store.licenses.insert(license);
    if (license.userId !== null) this.markHasHeldLicense(license.userId);
    return license;
  }

  /** Like the SQL repository: key, owner and subscription never change through update. */
  async update(license: License): Promise<void> {
    const { plan, seats, billingType, isActive, expiryDate, paidThrough } = license;
    this.store.licenses.update((stored) => stored.id === license.id, { plan, seats, billingType, isActive, expiryDate, paidThrough });
  }

  async changeExpiry(id: string, from: Date, to: Date): Promise<boolean> {
    return this.store.licenses.update((stored) => stored.id === id && stored.expiryDate.getTime() === from.getTime(), { expiryDate: to }) === 1;
  }

  async changeKey(id: string, from: string, to: string): Promise<boolean> {
    return this.store.licenses.update((stored) => stored.id === id && stored.licenseKey === from, { licenseKey: to }) === 1;
  }

  async setSuspension(id: string, at: Date | null): Promise<boolean> {
    return this.store.licenses.update((stored) => stored.id === id && (stored.suspendedAt === null) === (at !== null), { suspendedAt: at }) === 1;
  }

  async transferToSubscription(licenseId: string, fromSubscriptionId: string, toSubscriptionId: string): Promise<boolean> {
    return (
      this.store.licenses.update((stored) => stored.id === licenseId && stored.subscriptionId === fromSubscriptionId, { subscriptionId: toSubscriptionId }) ===
      1
    );
  }

  async detachFromUser(userId: string): Promise<void> {
    const owned = new Set(this.store.licenses.filter((license) => license.userId === userId).map((license) => license.id));
    this.store.machines.update((machine) => owned.has(machine.licenseId) && machine.userId === userId, { userId: null });
    this.store.licenses.update((license) => owned.has(license.id), { userId: null });
  }

  async deactivateExpired(now: Date): Promise<number> {
    return this.store.licenses.update((license) => license.isActive && license.expiryDate.getTime() < now.getTime(), { isActive: false });
  }

  private markHasHeldLicense(userId: string): void {
    this.store.users.update((user) => user.id === userId, { hasHeldLicense: true });
  }
}
