import useSWR from 'swr';
import { apiRequest, QUERY_FAILED_MESSAGE } from '../../../lib/api-client';

/** What the desktop app said about itself when it asked for a code. */
export interface DeviceRequestView {
  userCode: string;
  clientName: string;
  deviceName: string;
  platform: string;
  appVersion: string | null;
  requestedAt: string;
  expiresAt: string;
}

/** A licence the signed-in person holds a seat on, offered for the app. */
export interface OfferedLicense {
  id: string;
  plan: string;
  role: 'owner' | 'member';
  ownerName: string;
  devicesUsed: number;
  devicesPerSeat: number;
}

/** `GET /api/oauth/device?user_code=`: the request and the licences to choose from. */
export interface DeviceRequest {
  request: DeviceRequestView;
  licenses: OfferedLicense[];
}

/** The SWR key and path of the request a code names. */
export const deviceRequestKey = (userCode: string): string => `/api/oauth/device?user_code=${encodeURIComponent(userCode)}`;

/** Rejects with ApiError: 404 OAUTH.USER_CODE_INVALID for an unknown or expired code, 401 signed out. */
export async function fetchDeviceRequest(path: string): Promise<DeviceRequest> {
  const { request, licenses } = await apiRequest<DeviceRequest>('GET', path, undefined, QUERY_FAILED_MESSAGE);
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
