import { apiRequest, type ApiSuccess } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/api-mutation';
import { SESSION_KEY, type SessionUser } from '../../../lib/session';
import { preferencesCopy } from '../../../content/dashboard';

/** The SWR key and path of the call. */
export const UPDATE_PREFERENCES_KEY = '/api/auth/preferences';

/** The three email preferences, under the user's field names (all three are sent at once). */
export interface PreferencesPayload {
  emailNewsletter: boolean;
  emailProductUpdates: boolean;
  emailPromotions: boolean;
}

export interface UpdatePreferencesReply extends ApiSuccess {
  user: SessionUser;
}

export function updatePreferences(payload: PreferencesPayload): Promise<UpdatePreferencesReply> {
  return apiRequest<UpdatePreferencesReply>('PATCH', UPDATE_PREFERENCES_KEY, payload, preferencesCopy.failureFallback);
}

/**
 * `trigger(payload)` saves the preferences, then refreshes the current user (SITE-SPEC
 * section 4: saving refreshes it): the returned user shows at once and the session query
 * is read again. Rejects with ApiError on failure.
 */
export function useUpdatePreferences() {
  return useApiMutation(UPDATE_PREFERENCES_KEY, updatePreferences, { onSuccess: (mutate, reply) => mutate(SESSION_KEY, reply.user) });
}
