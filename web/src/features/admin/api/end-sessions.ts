import { apiRequest, type ApiSuccess } from '../../../lib/api-client';
import { customerPath, useAdminChange } from './admin-query';

/** POST /api/admin/customers/:id/end-sessions */
export function endSessions({ customerId }: { customerId: string }): Promise<ApiSuccess & { ended: number }> {
  return apiRequest('POST', `${customerPath(customerId)}/end-sessions`);
}

/** endSessions, then every admin listing on screen refreshed (the audit log among them); throws ApiError. */
export function useEndSessions() {
  return useAdminChange(endSessions);
}
