import type { License } from './license.entity';

/** How a person holds a seat: the buyer owns the licence, the people the owner invited are members. */
export type SeatRole = 'owner' | 'member';

export interface HeldSeat {
  license: License;
  role: SeatRole;
}

/**
 * Who holds the seats of licences: each licence's owner and its members. Desktop sign-in
 * (the device-code grant) and bearer tokens ask it which licences a person may use and
 * whether they still may: a member removed, or an owner whose account is gone, holds none.
 */
export abstract class SeatHolderLookupPort {
  /** The licences `userId` holds a seat on, owned first, then as a member; each newest first. */
  abstract seatsHeldBy(userId: string): Promise<HeldSeat[]>;
  /** The seat `userId` holds on licence `licenseId`, or null when none. */
  abstract seatOn(licenseId: string, userId: string): Promise<HeldSeat | null>;
}
