import type { ReactNode } from 'react';
import { AppSwrConfig } from '../lib/swr-config';
import { AppErrorBoundary } from './layout/app-error-boundary';

/** Everything the app needs around the router, in the browser and when prerendering alike. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <AppErrorBoundary>
      <AppSwrConfig>{children}</AppSwrConfig>
    </AppErrorBoundary>
  );
}
