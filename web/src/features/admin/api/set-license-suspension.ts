import { apiRequest, type ApiSuccess } from '../../../lib/api-client';
import { licensePath, useAdminChange } from './admin-query';
import type { CustomerLicenseRow } from './get-customer';

/** POST /api/admin/licenses/:id/suspend or /reinstate */
export function setLicenseSuspension(input: { licenseId: string; suspend: boolean; reason: string }): Promise<ApiSuccess & { license: CustomerLicenseRow }> {
  return apiRequest('POST', `${licensePath(input.licenseId)}/${input.suspend ? 'suspend' : 'reinstate'}`, { reason: input.reason });
}

/** setLicenseSuspension, then every admin listing on screen refreshed (the audit log among them); throws ApiError. */
export function useSetLicenseSuspension() {
  return useAdminChange(setLicenseSuspension);
}
