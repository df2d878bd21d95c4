import type { User } from '../../accounts/user.entity';
import type { UserRepositoryPort } from '../../accounts/user.repository.port';
import { getPlan } from '../../catalog/plans';
import type { ClockPort } from '../../shared/clock.port';
import type { LicenseInvitation } from '../license-invitation.entity';
import type { LicenseInvitationRepositoryPort } from '../license-invitation.repository.port';
import type { LicenseMemberRepositoryPort } from '../license-member.repository.port';
import type { License } from '../license.entity';
import type { LicenseRepositoryPort } from '../license.repository.port';
import type { Machine } from '../machine.entity';
import type { MachineRepositoryPort } from '../machine.repository.port';
import type { SeatRole } from '../seat-holders.port';
import { ownerOnlyError, ownLicenseNotFoundError } from './licensing-errors';
import { personName } from './my-license';
import { toLicenseDevice, type LicenseDevice } from './owned-license';

/** The owner's row carries this id; a member's is their membership's id (what Remove names). */
export const OWNER_MEMBER_ID = 'owner';

/** A person holding a seat, with their devices, oldest activation first. */
export interface TeamMember {
  id: string;
  /** Null for the owner of a licence whose account is gone. */
  userId: string | null;
  email: string | null;
  name: string | null;
  role: SeatRole;
  /** For the owner, when the licence was issued. */
  joinedAt: Date;
  devices: LicenseDevice[];
}

/** An outstanding invitation; `expiresAt` in the past: it takes no seat until resent. */
export interface TeamInvitation {
  id: string;
  email: string;
  invitedAt: Date;
  expiresAt: Date;
  lastSentAt: Date;
}

/** Who holds a licence's seats, as the owner and support see them. */
export interface LicenseTeam {
  seats: number;
  devicesPerSeat: number;
  /** The owner, the members and the pending invitations. */
  seatsTaken: number;
  /** The owner first, then the members, earliest joined first. */
  members: TeamMember[];
  /** Oldest first. */
  invitations: TeamInvitation[];
}

export function toTeamInvitation(invitation: LicenseInvitation): TeamInvitation {
  return { id: invitation.id, email: invitation.email, invitedAt: invitation.createdAt, expiresAt: invitation.expiresAt, lastSentAt: invitation.lastSentAt };
}

/**
 * The licence `licenseId` when `userId` owns it. A member is refused with OWNER_ONLY (they
 * know the licence); anyone else with the not-found of their own licences, as if it did not exist.
 */
export async function licenseOwnedBy(
  licenses: LicenseRepositoryPort,
  members: LicenseMemberRepositoryPort,
  licenseId: string,
  userId: string,
): Promise<License> {
  const license = await licenses.findById(licenseId);
  if (license?.userId === userId) return license;
  if (license && (await members.find(license.id, userId))) throw ownerOnlyError();
  throw ownLicenseNotFoundError();
}

/** Reads a licence's team: its people with their devices, and its outstanding invitations. */
export class LicenseTeamReader {
  constructor(
    private readonly users: UserRepositoryPort,
    private readonly members: LicenseMemberRepositoryPort,
    private readonly invitations: LicenseInvitationRepositoryPort,
    private readonly machines: MachineRepositoryPort,
    private readonly clock: ClockPort,
  ) {}

  async read(license: License): Promise<LicenseTeam> {
    const machines = await this.machines.listForLicenses([license.id]);
    const devicesOf = (userId: string | null) => machines.filter((machine: Machine) => machine.userId === userId).map(toLicenseDevice);
    const owner = license.userId === null ? null : await this.users.findById(license.userId);
    const memberships = await this.members.listForLicense(license.id);
    const people = await Promise.all(memberships.map(async (membership) => ({ membership, user: await this.users.findById(membership.userId) })));
    return {
      seats: license.seats,
      devicesPerSeat: getPlan(license.plan).devicesPerSeat,
      seatsTaken: await this.invitations.countSeatsTaken(license.id, this.clock.now()),
      members: [
        { id: OWNER_MEMBER_ID, ...identity(license.userId, owner), role: 'owner', joinedAt: license.createdAt, devices: devicesOf(license.userId) },
        ...people.map(({ membership, user }): TeamMember => ({
          id: membership.id,
          ...identity(membership.userId, user),
          role: 'member',
          joinedAt: membership.joinedAt,
          devices: devicesOf(membership.userId),
        })),
      ],
      invitations: (await this.invitations.listOutstanding(license.id)).map(toTeamInvitation),
    };
  }
}

function identity(userId: string | null, user: User | null): Pick<TeamMember, 'userId' | 'email' | 'name'> {
  return { userId, email: user?.email ?? null, name: user ? personName(user) : null };
}
