import type { BillingProfile } from '@pointforge/domain';
import { apiRequest, type ApiSuccess } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/api-mutation';
import { BILLING_PROFILE_KEY } from './get-billing-profile';

export interface SaveBillingProfileReply extends ApiSuccess {
  /** As stored: trimmed, blanks null, the country and VAT number in capitals. */
  profile: BillingProfile;
}

export function saveBillingProfile(profile: BillingProfile): Promise<SaveBillingProfileReply> {
  return apiRequest<SaveBillingProfileReply>('PUT', BILLING_PROFILE_KEY, profile);
}

/** `trigger(profile)` replaces the profile and puts the stored one in the query's cache. Rejects with ApiError on failure. */
export function useSaveBillingProfile() {
  return useApiMutation(BILLING_PROFILE_KEY, saveBillingProfile, {
    onSuccess: (mutate, reply) => mutate(BILLING_PROFILE_KEY, reply.profile, { revalidate: false }),
  });
}
