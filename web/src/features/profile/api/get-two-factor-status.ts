import type { TwoFactorStatus as DomainTwoFactorStatus } from '@pointforge/domain';
import useSWR from 'swr';
import { apiRequest, QUERY_FAILED_MESSAGE } from '../../../lib/api-client';
import type { Jsonified } from '../../../lib/jsonified';

/** The SWR key and path of the call; the enrolment and disable calls refresh it. */
export const TWO_FACTOR_STATUS_KEY = '/api/auth/two-factor';

/** The domain's TwoFactorStatus as JSON: never the secret. */
export type TwoFactorStatus = Jsonified<DomainTwoFactorStatus>;

export async function fetchTwoFactorStatus(path: string = TWO_FACTOR_STATUS_KEY): Promise<TwoFactorStatus> {
  return (await apiRequest<{ twoFactor: TwoFactorStatus }>('GET', path, undefined, QUERY_FAILED_MESSAGE)).twoFactor;
}

/** `status` is undefined until the first answer; `error` is the failure of the last read. */
export function useTwoFactorStatus() {
  const { data, error, isLoading } = useSWR(TWO_FACTOR_STATUS_KEY, fetchTwoFactorStatus);
  return { status: data, error: error as unknown, isLoading };
}
