import { UI_TIMINGS, type PublicUser } from '@pointforge/domain';
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { ApiError, apiRequest } from './api-client';
import { API_ORIGIN } from './env';
import type { Jsonified } from './jsonified';
import { mayBeSignedIn } from './session-hint';

/** The SWR key (and path) of the current-user query. */
export const SESSION_KEY = '/api/auth/me';

/** The signed-in user as `GET /api/auth/me` returns it: the domain's public user. */
export type SessionUser = Jsonified<PublicUser>;

export interface Session {
  /** The signed-in user, or null when logged out (or the session could not be read). */
  user: SessionUser | null;
  /** True until the first answer; the header shows a disabled Loading button meanwhile. */
  isLoading: boolean;
}

/**
 * A 401 is an answer ("nobody is signed in"), not a failure, so it is not retried. Without
 * the signed-in hint cookie there can be no session, and nobody is asked.
 */
async function fetchSession(path: string): Promise<SessionUser | null> {
  if (!mayBeSignedIn(document.cookie, API_ORIGIN)) return null;
  try {
    const body = await apiRequest<{ user?: SessionUser | null }>('GET', path);
    return body.user ?? null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** The current session: cached for 60 s and retried once (SITE-SPEC sections 7 and 9). */
export function useSession(): Session {
  const { data, isLoading } = useSWR(SESSION_KEY, fetchSession, {
    dedupingInterval: UI_TIMINGS.sessionCacheMs,
    errorRetryCount: UI_TIMINGS.requestRetryCount,
  });
  return { user: data ?? null, isLoading };
}

/**
 * Log out (SITE-SPEC section 4): end the session on the server, forget every cached
 * query, invalidate the session, then reload the site at /. A failure is only logged.
 */
export function useLogout(): () => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    try {
      await apiRequest('POST', '/api/auth/logout');
      await mutate(() => true, undefined, { revalidate: false });
      await mutate(SESSION_KEY, null, { revalidate: false });
      window.location.assign('/');
    } catch (error) {
      console.error('Logout failed', error);
    }
  }, [mutate]);
}
