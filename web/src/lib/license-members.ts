import type { LicenseDevice } from '@pointforge/domain';
import type { Jsonified } from './jsonified';

/*
 * Who uses a licence shared by several people (issue 29), as the owner's dashboard
 * (`GET /api/licenses/:id/members`) and the console (`GET /api/admin/licenses/:id/members`)
 * both receive it.
 */

/** A device of one person on the licence. */
export type MemberDeviceRow = Jsonified<LicenseDevice> & { userId: string };

/** A person holding a seat; the owner comes first, with the id 'owner'. */
export interface LicenseMemberRow {
  id: string;
  userId: string;
  email: string;
  name: string;
  role: 'owner' | 'member';
  joinedAt: string;
  devices: MemberDeviceRow[];
}

/** An invitation not yet accepted: it holds a seat until it is accepted, revoked or expires. */
export interface LicenseInvitationRow {
  id: string;
  email: string;
  invitedAt: string;
  expiresAt: string;
  lastSentAt: string;
}

/** The seats, the people (the owner first) with their devices, and the pending invitations. */
export interface LicenseMembers {
  seats: number;
  devicesPerSeat: number;
  seatsTaken: number;
  members: LicenseMemberRow[];
  invitations: LicenseInvitationRow[];
}
