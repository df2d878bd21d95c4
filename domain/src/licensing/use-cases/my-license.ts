import type { User } from '../../accounts/user.entity';
import type { UserRepositoryPort } from '../../accounts/user.repository.port';
import type { ClockPort } from '../../shared/clock.port';
import type { LicenseInvitationRepositoryPort } from '../license-invitation.repository.port';
import type { License } from '../license.entity';
import type { MachineRepositoryPort } from '../machine.repository.port';
import { toOwnedLicense, type OwnedLicense } from './owned-license';

/** A licence the caller owns, as their dashboard lists it: with the seats its people and pending invitations take. */
export interface OwnerLicenseView extends OwnedLicense {
  role: 'owner';
  /** The owner, the members and the pending invitations. */
  seatsTaken: number;
}

/**
 * A licence the caller holds a seat on as a member: no key (their devices sign in as them),
 * no subscription or billing, and only their own devices.
 */
export interface MemberLicenseView extends Omit<OwnedLicense, 'licenseKey' | 'subscriptionId' | 'paidThrough'> {
  role: 'member';
  licenseKey: null;
  /** Who invited them: the owner's name, else email; null once the owner's account is gone. */
  ownerName: string | null;
}

/** What `GET /api/licenses/me` lists: the licences the caller owns, then those they are a member of. */
export type MyLicense = OwnerLicenseView | MemberLicenseView;

/** How a person is named to others on a licence: the full name, else the email. */
export function personName(user: Pick<User, 'firstName' | 'lastName' | 'email'>): string {
  const name = [user.firstName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name === '' ? user.email : name;
}

/** Builds the dashboard's views of licences: the owner's, and a member's. */
export class MyLicenseViews {
  constructor(
    private readonly machines: MachineRepositoryPort,
    private readonly invitations: LicenseInvitationRepositoryPort,
    private readonly users: UserRepositoryPort,
    private readonly clock: ClockPort,
  ) {}

  async owned(licenses: readonly License[]): Promise<OwnerLicenseView[]> {
    const machines = await this.machines.listForLicenses(licenses.map((license) => license.id));
    const now = this.clock.now();
    return Promise.all(
      licenses.map(async (license): Promise<OwnerLicenseView> => ({
        ...toOwnedLicense(license, machines),
        role: 'owner',
        seatsTaken: await this.invitations.countSeatsTaken(license.id, now),
      })),
    );
  }

  /** The licences as `memberId` sees them: only their own machines. */
  async joined(licenses: readonly License[], memberId: string): Promise<MemberLicenseView[]> {
    const machines = (await this.machines.listForLicenses(licenses.map((license) => license.id))).filter((machine) => machine.userId === memberId);
    return Promise.all(
      licenses.map(async (license): Promise<MemberLicenseView> => {
        const { licenseKey: _key, subscriptionId: _subscription, paidThrough: _paidThrough, ...shown } = toOwnedLicense(license, machines);
        const owner = license.userId === null ? null : await this.users.findById(license.userId);
        return { ...shown, role: 'member', licenseKey: null, ownerName: owner ? personName(owner) : null };
      }),
    );
  }
}
