import { dismissToast, toast } from './toast-store';

export interface UseToast {
  toast: typeof toast;
  dismiss: typeof dismissToast;
}

const api: UseToast = { toast, dismiss: dismissToast };

/**
 * Raise or dismiss notifications from any component; the one <Toaster /> shows them.
 * Calling it does not subscribe the caller to the toast list, so raising a toast never
 * re-renders the component that raised it.
 */
export function useToast(): UseToast {
  return api;
}
