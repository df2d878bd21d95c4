import { isRouteErrorResponse } from 'react-router';
import { Button } from '../../components/ui/button';
import { StatusMessage } from '../../components/ui/status-message';
import { crashCopy } from '../../content/status-pages';
import { pageTitle } from '../../lib/page-title';

/** What the crash screen says went wrong: the error's own message when it has one. */
export function describeCrash(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error && error.message) return error.message;
  return crashCopy.fallbackMessage;
}

/** The crash screen (SITE-SPEC section 2): 'Something went wrong', the message, 'Reload Page'. */
export function CrashScreen({ error }: { error: unknown }) {
  return (
    <>
      <title>{pageTitle(crashCopy.title)}</title>
      <StatusMessage
        title={crashCopy.title}
        message={describeCrash(error)}
        action={<Button onClick={() => window.location.reload()}>{crashCopy.action}</Button>}
      />
    </>
  );
}
