import { apiRequest, type ApiSuccess } from '../../../lib/api-client';
import { customerPath, useAdminChange } from './admin-query';

/** POST /api/admin/customers/:id/resend-verification */
export function resendVerification({ customerId }: { customerId: string }): Promise<ApiSuccess> {
  return apiRequest('POST', `${customerPath(customerId)}/resend-verification`);
}

/** resendVerification, then every admin listing on screen refreshed (the audit log among them); throws ApiError. */
export function useResendVerification() {
  return useAdminChange(resendVerification);
}
