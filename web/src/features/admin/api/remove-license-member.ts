import { apiRequest, type ApiSuccess } from '../../../lib/api-client';
import { licensePath, useAdminChange } from './admin-query';

/** DELETE /api/admin/licenses/:id/members/:memberId with the reason: the member's devices are released at once. */
export function removeLicenseMember(input: { licenseId: string; memberId: string; reason: string }): Promise<ApiSuccess> {
  return apiRequest('DELETE', `${licensePath(input.licenseId)}/members/${encodeURIComponent(input.memberId)}`, { reason: input.reason });
}

/** removeLicenseMember, then every admin listing on screen refreshed (the audit log among them); throws ApiError. */
export function useRemoveLicenseMember() {
  return useAdminChange(removeLicenseMember);
}
