import type { LicenseTeam } from '@pointforge/domain';
import type { Jsonified } from './jsonified';

/*
 * Who uses a licence shared by several people (issue 29), as the owner's dashboard
 * (`GET /api/licenses/:id/members`) and the console (`GET /api/admin/licenses/:id/members`)
 * both receive it: the domain's LicenseTeam.
 */

/** The seats, the people (the owner first) with their devices, and the pending invitations. */
export type LicenseMembers = Jsonified<LicenseTeam>;
/** A person holding a seat; the owner comes first, with the id 'owner'. */
export type LicenseMemberRow = LicenseMembers['members'][number];
/** An invitation not yet accepted: it holds a seat until it is accepted, revoked or expires. */
export type LicenseInvitationRow = LicenseMembers['invitations'][number];
