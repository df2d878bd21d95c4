import { apiRequest, type ApiSuccess } from '../../../lib/api-client';
import { customerPath, useAdminChange } from './admin-query';

/** POST /api/admin/customers/:id/reset-two-factor */
export function resetTwoFactor({ customerId }: { customerId: string }): Promise<ApiSuccess> {
  return apiRequest('POST', `${customerPath(customerId)}/reset-two-factor`);
}

/** resetTwoFactor, then every admin listing on screen refreshed (the audit log among them); throws ApiError. */
export function useResetTwoFactor() {
  return useAdminChange(resetTwoFactor);
}
