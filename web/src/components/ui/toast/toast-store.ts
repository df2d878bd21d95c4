import { UI_TIMINGS } from '@pointforge/domain';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds the toast stays up while nobody hovers or focuses it; 5000 by default. */
  duration?: number;
}

export interface ToastItem {
  id: string;
  title: string;
  description?: string;
  variant: ToastVariant;
  duration: number;
  /** False once dismissed; the entry lingers (hidden) until its removal timer fires. */
  open: boolean;
}

export interface ToastHandle {
  id: string;
  dismiss: () => void;
}

/*
 * A tiny module-level store rather than a context: any component, hook or plain function
 * can raise a toast without a provider, and the one <Toaster /> subscribes to it.
 */
const NO_TOASTS: readonly ToastItem[] = Object.freeze([]);
let toasts: readonly ToastItem[] = NO_TOASTS;
let nextId = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function publish(next: readonly ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

/** Dismissed toasts are dropped after UI_TIMINGS.toastRemoveDelayMs (SITE-SPEC: 1,000,000 ms). */
function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  const timer = setTimeout(() => {
    removalTimers.delete(id);
    publish(toasts.filter((item) => item.id !== id));
  }, UI_TIMINGS.toastRemoveDelayMs);
  removalTimers.set(id, timer);
}

/** Shows a toast. At most UI_TIMINGS.toastLimit are kept, so a new one replaces the old. */
export function toast({ title, description, variant = 'default', duration }: ToastOptions): ToastHandle {
  nextId += 1;
  const id = `toast-${nextId}`;
  const item: ToastItem = {
    id,
    title,
    description,
    variant,
    duration: duration ?? UI_TIMINGS.toastDurationMs,
    open: true,
  };
  publish([item, ...toasts].slice(0, UI_TIMINGS.toastLimit));
  return { id, dismiss: () => dismissToast(id) };
}

/** Hides one toast, or every toast when no id is given. */
export function dismissToast(id?: string): void {
  const closing = toasts.filter((item) => item.open && (id === undefined || item.id === id));
  if (closing.length === 0) return;
  closing.forEach((item) => scheduleRemoval(item.id));
  publish(toasts.map((item) => (closing.includes(item) ? { ...item, open: false } : item)));
}

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): readonly ToastItem[] {
  return toasts;
}

/** The server (prerender) never has toasts. */
export function getServerToasts(): readonly ToastItem[] {
  return NO_TOASTS;
}
