import type { LicenseMember } from './license-member.entity';
import type { Machine } from './machine.entity';

/** A member taken off a licence, and the devices that went with them. */
export interface MemberRemoval {
  member: LicenseMember;
  releasedMachines: Machine[];
}

export abstract class LicenseMemberRepositoryPort {
  /** The licence's members, earliest joined first (ties by id). */
  abstract listForLicense(licenseId: string): Promise<LicenseMember[]>;
  /** The memberships of `userId`, newest joined first (ties by id). */
  abstract listForUser(userId: string): Promise<LicenseMember[]>;
  abstract find(licenseId: string, userId: string): Promise<LicenseMember | null>;
  abstract findById(licenseId: string, memberId: string): Promise<LicenseMember | null>;
  /**
   * Takes member `memberId` off licence `licenseId` and releases every machine that person
   * holds on it, in one transaction, so their next validation finds no activation. Null when
   * the licence has no such member; of concurrent removals of one member, one gets it.
   */
  abstract remove(licenseId: string, memberId: string): Promise<MemberRemoval | null>;
}
