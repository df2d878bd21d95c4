import type { LicenseRepositoryPort } from './license.repository.port';
import { SeatHolderLookupPort, type HeldSeat } from './seat-holders.port';

/**
 * The seat holders while licences have owners only: each owner holds the one seat of
 * their licences. Members (issue #29's invitations) replace this with a lookup that knows them.
 */
export class OwnerSeatHolderLookup extends SeatHolderLookupPort {
  constructor(private readonly licenses: LicenseRepositoryPort) {
    super();
  }

  async seatsHeldBy(userId: string): Promise<HeldSeat[]> {
    return (await this.licenses.listForUser(userId)).map((license) => ({ license, role: 'owner' }));
  }

  async seatOn(licenseId: string, userId: string): Promise<HeldSeat | null> {
    const license = await this.licenses.findById(licenseId);
    return license && license.userId === userId ? { license, role: 'owner' } : null;
  }
}
