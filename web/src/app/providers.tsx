import { useEffect, type ReactNode } from 'react';
import { APP_LIVE_ATTRIBUTE, sendHeldSubmits } from '../lib/held-submits';
import { AppSwrConfig } from '../lib/swr-config';
import { AppErrorBoundary } from './layout/app-error-boundary';

/**
 * Everything the app needs around the router, in the browser and when prerendering alike
 * (the same tree in both, so the ids React generates match when the page is adopted).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <AppErrorBoundary>
      <AppSwrConfig>
        {children}
        <AppLive />
      </AppSwrConfig>
    </AppErrorBoundary>
  );
}

/**
 * Marks the page live once React has rendered or adopted it (browser tests wait for the
 * mark), then sends the submits held until then (held-submits.ts).
 */
function AppLive() {
  useEffect(() => {
    document.documentElement.setAttribute(APP_LIVE_ATTRIBUTE, '');
    return sendHeldSubmits(document);
  }, []);
  return null;
}
