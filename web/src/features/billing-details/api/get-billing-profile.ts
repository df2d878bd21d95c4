import type { BillingProfile } from '@pointforge/domain';
import useSWR from 'swr';
import { apiRequest, QUERY_FAILED_MESSAGE } from '../../../lib/api-client';

/** The SWR key and path of the call; saving the profile puts the stored one under it. */
export const BILLING_PROFILE_KEY = '/api/billing/profile';

export async function fetchBillingProfile(path: string = BILLING_PROFILE_KEY): Promise<BillingProfile | null> {
  return (await apiRequest<{ profile: BillingProfile | null }>('GET', path, undefined, QUERY_FAILED_MESSAGE)).profile;
}

/**
 * `profile` is undefined until the first answer (or while `enabled` is false), null when none
 * was saved yet; `error` is the failure of the last read, `retry` reads it again.
 */
export function useBillingProfile(enabled = true) {
  const { data, error, isLoading, isValidating, mutate } = useSWR(enabled ? BILLING_PROFILE_KEY : null, fetchBillingProfile);
  return { profile: data, error: error as unknown, isLoading, retrying: isValidating, retry: () => void mutate() };
}
