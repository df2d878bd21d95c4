import { apiRequest, type ApiSuccess } from '../../../lib/api-client';
import { licensePath, useAdminChange } from './admin-query';
import type { CustomerLicenseRow } from './get-customer';

/** POST /api/admin/licenses/:id/extend with `days` */
export function extendLicense(input: { licenseId: string; days: number; reason: string }): Promise<ApiSuccess & { license: CustomerLicenseRow }> {
  return apiRequest('POST', `${licensePath(input.licenseId)}/extend`, { days: input.days, reason: input.reason });
}

/** extendLicense, then every admin listing on screen refreshed (the audit log among them); throws ApiError. */
export function useExtendLicense() {
  return useAdminChange(extendLicense);
}
