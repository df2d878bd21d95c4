import { UI_TIMINGS } from '@pointforge/domain';
import type { ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { swrFetcher } from './api-client';

/**
 * App-wide query behaviour (SITE-SPEC section 9): data counts as fresh for five minutes,
 * so components mounting within that window reuse it instead of refetching; a failed
 * query is retried once; no refetch on window focus and no polling. SWR keeps an entry
 * for the life of the tab (it has no eviction timer); "fresh" is what decides a refetch.
 */
export const SWR_DEFAULTS: SWRConfiguration = {
  fetcher: swrFetcher,
  dedupingInterval: UI_TIMINGS.swrFreshMs,
  errorRetryCount: UI_TIMINGS.requestRetryCount,
  revalidateOnFocus: false,
  refreshInterval: 0,
};

export function AppSwrConfig({ children }: { children: ReactNode }) {
  return <SWRConfig value={SWR_DEFAULTS}>{children}</SWRConfig>;
}
