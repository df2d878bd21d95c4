import type { DeviceSignInShown } from '@pointforge/domain';
import useSWR from 'swr';
import { apiRequest, QUERY_FAILED_MESSAGE, type ApiSuccess } from '../../../lib/api-client';
import type { Jsonified } from '../../../lib/jsonified';

/** `GET /api/oauth/device?user_code=`: which app on which computer asks, and the licences to choose from. */
export type DeviceRequest = Jsonified<DeviceSignInShown>;
export type OfferedLicense = DeviceRequest['licenses'][number];

/** The SWR key and path of the request a code names. */
export const deviceRequestKey = (userCode: string): string => `/api/oauth/device?user_code=${encodeURIComponent(userCode)}`;

/** Rejects with ApiError: 404 OAUTH.USER_CODE_INVALID for an unknown or expired code, 401 signed out. */
export async function fetchDeviceRequest(path: string): Promise<DeviceRequest> {
  const { request, licenses } = await apiRequest<ApiSuccess & DeviceRequest>('GET', path, undefined, QUERY_FAILED_MESSAGE);
  return { request, licenses };
}

/** The request of `userCode` (none asked while null). Read once: a refused code is not asked for again. */
export function useDeviceRequest(userCode: string | null) {
  const { data, error, isLoading } = useSWR(userCode && deviceRequestKey(userCode), fetchDeviceRequest, {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
  return { found: data, error: error as unknown, isLoading };
}
