import type { LicenseMember } from '../licensing/license-member.entity';
import { LicenseMemberRepositoryPort, type MemberRemoval } from '../licensing/license-member.repository.port';
import { InMemoryRepository } from './in-memory-store';

export class InMemoryLicenseMemberRepository extends InMemoryRepository implements LicenseMemberRepositoryPort {
  async listForLicense(licenseId: string): Promise<LicenseMember[]> {
    return this.store.licenseMembers
      .filter((member) => member.licenseId === licenseId)
      .sort(byJoined)
      .reverse();
  }

  async listForUser(userId: string): Promise<LicenseMember[]> {
    return this.store.licenseMembers.filter((member) => member.userId === userId).sort(byJoined);
  }

  async find(licenseId: string, userId: string): Promise<LicenseMember | null> {
    return this.store.licenseMembers.find((member) => member.licenseId === licenseId && member.userId === userId);
  }

  async findById(licenseId: string, memberId: string): Promise<LicenseMember | null> {
    return this.store.licenseMembers.find((member) => member.licenseId === licenseId && member.id === memberId);
  }

  async remove(licenseId: string, memberId: string): Promise<MemberRemoval | null> {
    // No await from the read to the last delete: that is what keeps it atomic.
    const member = this.store.licenseMembers.find((stored) => stored.licenseId === licenseId && stored.id === memberId);
    if (!member) return null;
    const held = (machine: { licenseId: string; userId: string | null }) => machine.licenseId === licenseId && machine.userId === member.userId;
    const releasedMachines = this.store.machines.filter(held).sort((a, b) => a.activatedAt.getTime() - b.activatedAt.getTime() || a.id.localeCompare(b.id));
    this.store.machines.delete(held);
    this.store.licenseMembers.delete((stored) => stored.id === member.id);
    return { member, releasedMachines };
  }
}

/** Newest joined first, ties by the larger id (reversed: earliest first, ties by the smaller id). */
function byJoined(a: LicenseMember, b: LicenseMember): number {
  return b.joinedAt.getTime() - a.joinedAt.getTime() || (a.id === b.id ? 0 : a.id < b.id ? 1 : -1);
}
