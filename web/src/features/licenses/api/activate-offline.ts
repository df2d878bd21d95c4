import type { OfflineActivation } from '@pointforge/domain';
import { apiRequest, type ApiSuccess } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/api-mutation';
import type { Jsonified } from '../../../lib/jsonified';
import { MY_LICENSES_KEY } from './get-my-licenses';

/** The SWR mutation key; the call goes to `/api/licenses/:licenseId/offline-activations`. */
export const ACTIVATE_OFFLINE_KEY = '/api/licenses/offline-activations';

export interface ActivateOfflineArg {
  licenseId: string;
  /** The text of the request file the app wrote on the computer without internet. */
  request: string;
}

/** The licence file to carry back to that computer, the name to save it under, and the device it activated. */
export type ActivateOfflineReply = ApiSuccess & Jsonified<OfflineActivation>;

/**
 * Activates the computer that wrote `request`, as an activation over the internet would (it
 * takes one of the person's devices); rejects with ApiError: 422 LICENSING.OFFLINE_REQUEST_INVALID,
 * OFFLINE_REQUEST_EXPIRED (422 or 410), 409 OFFLINE_REQUEST_USED or TOO_MANY_MACHINES.
 */
export function activateOffline({ licenseId, request }: ActivateOfflineArg): Promise<ActivateOfflineReply> {
  return apiRequest('POST', `/api/licenses/${encodeURIComponent(licenseId)}/offline-activations`, { request });
}

/** `trigger({ licenseId, request })` activates, then reads the licences again (the new device). Not retried: a request file is single use. */
export function useActivateOffline() {
  return useApiMutation(ACTIVATE_OFFLINE_KEY, activateOffline, { onSuccess: (mutate) => mutate(MY_LICENSES_KEY) });
}
