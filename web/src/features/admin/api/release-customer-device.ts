import { apiRequest, type ApiSuccess } from '../../../lib/api-client';
import { customerPath, useAdminChange } from './admin-query';
import type { CustomerLicenseRow } from './get-customer';

/** DELETE /api/admin/customers/:id/licenses/:licenseId/devices/:deviceId */
export function releaseCustomerDevice(input: {
  customerId: string;
  licenseId: string;
  deviceId: string;
}): Promise<ApiSuccess & { license: CustomerLicenseRow }> {
  return apiRequest(
    'DELETE',
    `${customerPath(input.customerId)}/licenses/${encodeURIComponent(input.licenseId)}/devices/${encodeURIComponent(input.deviceId)}`,
  );
}

/** releaseCustomerDevice, then every admin listing on screen refreshed (the audit log among them); throws ApiError. */
export function useReleaseCustomerDevice() {
  return useAdminChange(releaseCustomerDevice);
}
