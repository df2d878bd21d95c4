import { apiRequest, type ApiSuccess } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/api-mutation';
import { isOwnedLicense, MY_LICENSES_KEY, type LicenseRow } from './get-my-licenses';

/** The SWR mutation key; the call goes to `/api/licenses/:licenseId/rotate-key`. */
export const ROTATE_KEY_KEY = '/api/licenses/rotate-key';

export interface RotateKeyReply extends ApiSuccess {
  /** The licence with its new key. */
  license: { id: string; licenseKey: string };
}

/** Replaces the licence's key: the old one stops activating new devices at once. Rejects with ApiError. */
export function rotateKey(licenseId: string): Promise<RotateKeyReply> {
  return apiRequest('POST', `/api/licenses/${encodeURIComponent(licenseId)}/rotate-key`);
}

/** `trigger(licenseId)` rotates, puts the new key in the list at once, then reads the list again. Not retried: a repeat would rotate twice. */
export function useRotateKey() {
  return useApiMutation(ROTATE_KEY_KEY, rotateKey, {
    onSuccess: (mutate, reply) =>
      mutate(MY_LICENSES_KEY, (current?: readonly LicenseRow[]) =>
        (current ?? []).map((license) =>
          isOwnedLicense(license) && license.id === reply.license.id ? { ...license, licenseKey: reply.license.licenseKey } : license,
        ),
      ),
  });
}
