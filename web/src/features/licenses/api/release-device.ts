import { deviceCopy } from '../../../content/licenses';
import { apiRequest, type ApiSuccess } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/api-mutation';
import { MY_LICENSES_KEY, type LicenseRow } from './get-my-licenses';

/** The SWR mutation key; the call goes to `/api/licenses/:licenseId/devices/:deviceId`. */
export const RELEASE_DEVICE_KEY = '/api/licenses/devices/release';

export interface ReleaseDeviceReply extends ApiSuccess {
  /** The licence after the release, with the devices left. */
  license: LicenseRow;
}

export interface ReleaseDeviceArg {
  licenseId: string;
  deviceId: string;
}

/** Frees the seat of one of the caller's devices; rejects with ApiError (404 when it is gone already). */
export function releaseDevice({ licenseId, deviceId }: ReleaseDeviceArg): Promise<ReleaseDeviceReply> {
  return apiRequest<ReleaseDeviceReply>(
    'DELETE',
    `/api/licenses/${encodeURIComponent(licenseId)}/devices/${encodeURIComponent(deviceId)}`,
    undefined,
    deviceCopy.releaseFailure.description,
  );
}

/**
 * `trigger({ licenseId, deviceId })` releases the device, puts the licence the server
 * answered (its count and devices) in the list at once, then refreshes the list. A failure
 * refreshes it too, so a device released elsewhere disappears. Not retried.
 */
export function useReleaseDevice() {
  return useApiMutation(RELEASE_DEVICE_KEY, releaseDevice, {
    onSuccess: (mutate, reply) =>
      mutate(MY_LICENSES_KEY, (current?: readonly LicenseRow[]) =>
        (current ?? []).map((license) => (license.id === reply.license.id ? reply.license : license)),
      ),
    onFailure: (mutate) => mutate(MY_LICENSES_KEY),
  });
}
