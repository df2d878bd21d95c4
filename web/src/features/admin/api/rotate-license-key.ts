import { apiRequest, type ApiSuccess } from '../../../lib/api-client';
import { licensePath, useAdminChange } from './admin-query';

/** POST /api/admin/licenses/:id/rotate-key with the reason: a new key, emailed to the owner; the old one activates nothing more. */
export function rotateLicenseKey(input: { licenseId: string; reason: string }): Promise<ApiSuccess> {
  return apiRequest('POST', `${licensePath(input.licenseId)}/rotate-key`, { reason: input.reason });
}

/** rotateLicenseKey, then every admin listing on screen refreshed (the customer's licence with its new key among them); throws ApiError. */
export function useRotateLicenseKey() {
  return useAdminChange(rotateLicenseKey);
}
