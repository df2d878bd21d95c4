import type { CSSProperties, ReactNode } from 'react';

/** What a status means to the reader; the words carry it, the colour repeats it. */
export type StatusTone = 'neutral' | 'success' | 'warning' | 'danger' | 'info';

/** A tone's colours are the tokens named after it (tokens.css), so a new tone is two tokens, not a new rule. */
function toneColours(tone: StatusTone): CSSProperties {
  return { '--pill-soft': `var(--color-${tone}-soft)`, '--pill-strong': `var(--color-${tone}-strong)` } as CSSProperties;
}

/** A short status in words and colour: a licence's, a payment's, a lead's (labels in content/status-labels.ts). */
export function StatusPill({ tone = 'neutral', children }: { tone?: StatusTone; children: ReactNode }) {
  return (
    <span className="status-pill" data-tone={tone} style={toneColours(tone)}>
      {children}
    </span>
  );
}
