import useSWR from 'swr';
import type { LicenseMembers } from '../../../lib/license-members';
import { fetchAdmin, licensePath } from './admin-query';

/** GET /api/admin/licenses/:id/members: the owner's view of who uses a licence (its SWR key is its path, refreshed with every admin change). */
export function useLicenseMembers(licenseId: string) {
  return useSWR(`${licensePath(licenseId)}/members`, fetchAdmin<LicenseMembers>);
}
