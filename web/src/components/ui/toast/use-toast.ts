import { errorMessage } from '../../../lib/api-client';
import { dismissToast, toast } from './toast-store';

export interface UseToast {
  toast: typeof toast;
  dismiss: typeof dismissToast;
  /**
   * For a failed call: logs `error` under `log` (when given), then raises a destructive toast
   * titled `title` with what the user should read about it (the server's message).
   */
  toastFailure: (error: unknown, title: string, log?: string) => void;
}

function toastFailure(error: unknown, title: string, log?: string): void {
  if (log !== undefined) console.error(log, error);
  toast({ title, description: errorMessage(error), variant: 'destructive' });
}

const api: UseToast = { toast, dismiss: dismissToast, toastFailure };

/**
 * Raise or dismiss notifications from any component; the one <Toaster /> shows them.
 * Calling it does not subscribe the caller to the toast list, so raising a toast never
 * re-renders the component that raised it.
 */
export function useToast(): UseToast {
  return api;
}
