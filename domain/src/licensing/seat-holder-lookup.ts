import type { License } from './license.entity';
import type { LicenseMemberRepositoryPort } from './license-member.repository.port';
import type { LicenseRepositoryPort } from './license.repository.port';
import { SeatHolderLookupPort, type HeldSeat } from './seat-holders.port';

/**
 * The seat holders from the licences (the owner is `license.userId`) and their members.
 * Every licence a person holds a seat on is listed, suspended or expired ones too: the
 * caller decides what a seat on such a licence allows. A licence holds as many people as its
 * plan has seats: after a move to fewer seats (a downgrade to a single-user plan), the
 * members who joined last hold none until the owner removes others or the plan grows again,
 * so they cannot sign a computer in, and their tokens stop working at once.
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
    const seated = await Promise.all(joined.map(async (license) => (license && (await this.holdsMemberSeat(license, userId)) ? license : null)));
    return [
      ...owned.map((license): HeldSeat => ({ license, role: 'owner' })),
      ...seated.filter((license): license is License => license !== null).map((license): HeldSeat => ({ license, role: 'member' })),
    ];
  }

  async seatOn(licenseId: string, userId: string): Promise<HeldSeat | null> {
    const license = await this.licenses.findById(licenseId);
    if (!license) return null;
    if (license.userId === userId) return { license, role: 'owner' };
    return (await this.holdsMemberSeat(license, userId)) ? { license, role: 'member' } : null;
  }

  /** The owner takes one seat; the members who joined first take the others. */
  private async holdsMemberSeat(license: License, userId: string): Promise<boolean> {
    if (license.seats <= 1) return false;
    const rank = (await this.members.listForLicense(license.id)).findIndex((member) => member.userId === userId);
    return rank !== -1 && rank < license.seats - 1;
  }
}
