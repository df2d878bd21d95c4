import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { DashboardTabId } from '../../content/dashboard';

/** The tabs in order; the first is the default. */
export const DASHBOARD_TABS: readonly DashboardTabId[] = ['licenses', 'subscription', 'profile'];
const DEFAULT_TAB = DASHBOARD_TABS[0];
const TAB_PARAM = 'tab';

function isDashboardTab(value: string | null): value is DashboardTabId {
  return value !== null && (DASHBOARD_TABS as readonly string[]).includes(value);
}

/**
 * The selected dashboard tab, kept in the query (`?tab=profile`) so a reload or a shared
 * link opens the same tab. The default tab has no parameter; an unknown value falls back
 * to it. Switching replaces the history entry and keeps the scroll position: a tab is a
 * view of the page, not a new page.
 */
export function useDashboardTab(): [DashboardTabId, (tab: DashboardTabId) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get(TAB_PARAM);
  const selected = isDashboardTab(value) ? value : DEFAULT_TAB;

  const select = useCallback(
    (tab: DashboardTabId) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (tab === DEFAULT_TAB) next.delete(TAB_PARAM);
          else next.set(TAB_PARAM, tab);
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams],
  );

  return [selected, select];
}
