import { apiRequest, type ApiSuccess } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/api-mutation';
import { MY_LICENSES_KEY, type LicenseDeviceRow } from './get-my-licenses';

/** The SWR mutation key; the call goes to `/api/licenses/:licenseId/offline-deactivations`. */
export const DEACTIVATE_OFFLINE_KEY = '/api/licenses/offline-deactivations';

export interface DeactivateOfflineArg {
  licenseId: string;
  /** The code the app showed when it deactivated itself (XXXX-XXXX-XXXX-XXXX; the server tolerates case and blanks). */
  code: string;
}

/** The device the code freed. */
export interface DeactivateOfflineReply extends ApiSuccess {
  device: LicenseDeviceRow;
}

/** Frees the device that showed `code`; rejects with ApiError (422 LICENSING.DEACTIVATION_CODE_INVALID). */
export function deactivateOffline({ licenseId, code }: DeactivateOfflineArg): Promise<DeactivateOfflineReply> {
  return apiRequest('POST', `/api/licenses/${encodeURIComponent(licenseId)}/offline-deactivations`, { code });
}

/** `trigger({ licenseId, code })` frees the device, then reads the licences again. */
export function useDeactivateOffline() {
  return useApiMutation(DEACTIVATE_OFFLINE_KEY, deactivateOffline, { onSuccess: (mutate) => mutate(MY_LICENSES_KEY) });
}
