import type { ReactNode } from 'react';

/** What a status means to the reader; the words carry it, the colour repeats it. */
export type StatusTone = 'neutral' | 'success' | 'warning' | 'danger' | 'info';

/** A short status in words and colour: a licence's, a payment's, a lead's (labels in content/status-labels.ts). */
export function StatusPill({ tone = 'neutral', children }: { tone?: StatusTone; children: ReactNode }) {
  return <span className={`status-pill status-pill--${tone}`}>{children}</span>;
}
