import { UI_TIMINGS } from '@pointforge/domain';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/**
 * Once `active`, goes to `path` after UI_TIMINGS.redirectDelayMs (3 s, SITE-SPEC section 9),
 * replacing the page in the history: Back does not return to a spent link. Leaving the
 * page first cancels it.
 */
export function useRedirectAfterDelay(path: string, active: boolean): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!active) return undefined;
    const timer = setTimeout(() => {
      void navigate(path, { replace: true });
    }, UI_TIMINGS.redirectDelayMs);
    return () => clearTimeout(timer);
  }, [active, navigate, path]);
}
