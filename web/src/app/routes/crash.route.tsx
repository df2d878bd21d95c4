import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '../../components/ui/button';
import { StatusMessage } from '../../components/ui/status-message';
import { crashCopy } from '../../content/status-pages';
import { pageTitle } from '../../lib/page-title';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error && error.message) return error.message;
  return crashCopy.fallbackMessage;
}

/** Shown inside the layout when a route throws while rendering or loading. */
export function CrashRoute() {
  const error = useRouteError();
  return (
    <>
      <title>{pageTitle(crashCopy.title)}</title>
      <StatusMessage
        title={crashCopy.title}
        message={describe(error)}
        action={<Button onClick={() => window.location.reload()}>{crashCopy.action}</Button>}
      />
    </>
  );
}
