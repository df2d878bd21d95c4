import { apiRequest, type ApiSuccess } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/api-mutation';
import { MY_LICENSES_KEY, type LicenseRow } from './get-my-licenses';

/** The SWR mutation key; the call goes to `/api/licenses/:licenseId/leave`. */
export const LEAVE_LICENSE_KEY = '/api/licenses/leave';

/** A member gives up their seat on someone else's licence; their devices are released. Rejects with ApiError. */
export function leaveLicense(licenseId: string): Promise<ApiSuccess> {
  return apiRequest('POST', `/api/licenses/${encodeURIComponent(licenseId)}/leave`);
}

/** `trigger(licenseId)` leaves, takes the licence off the list at once, then reads the list again. */
export function useLeaveLicense() {
  return useApiMutation(LEAVE_LICENSE_KEY, leaveLicense, {
    onSuccess: (mutate, _reply, licenseId) =>
      mutate(MY_LICENSES_KEY, (current?: readonly LicenseRow[]) => (current ?? []).filter((license) => license.id !== licenseId)),
  });
}
