import type { License } from './license.entity';
import type { LicenseMemberRepositoryPort } from './license-member.repository.port';
import type { LicenseRepositoryPort } from './license.repository.port';
import { SeatHolderLookupPort, type HeldSeat } from './seat-holders.port';

/**
 * The seat holders from the licences (the owner is `license.userId`) and their members.
 * Every licence a person holds a seat on is listed, suspended or expired ones too: the
 * caller decides what a seat on such a licence allows.
 */
export class SeatHolderLookup extends SeatHolderLookupPort {
  constructor(
    private readonly licenses: LicenseRepositoryPort,
    private readonly members: LicenseMemberRepositoryPort,
  ) {
    super();
  }

  async seatsHeldBy(userId: string): Promise<HeldSeat[]> {
    const owned = await this.licenses.listForUser(userId);
    const memberships = await this.members.listForUser(userId);
    const joined = await Promise.all(memberships.map((membership) => this.licenses.findById(membership.licenseId)));
    return [
      ...owned.map((license): HeldSeat => ({ license, role: 'owner' })),
      ...joined.filter((license): license is License => license !== null).map((license): HeldSeat => ({ license, role: 'member' })),
    ];
  }

  async seatOn(licenseId: string, userId: string): Promise<HeldSeat | null> {
    const license = await this.licenses.findById(licenseId);
    if (!license) return null;
    if (license.userId === userId) return { license, role: 'owner' };
    return (await this.members.find(licenseId, userId)) ? { license, role: 'member' } : null;
  }
}
