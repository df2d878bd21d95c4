import type { ReactNode } from 'react';
import './timeline.css';

export interface TimelineEvent {
  id: string;
  /** When it happened (ISO 8601), and how it reads. */
  at: string;
  atLabel: string;
  /** Who did it. */
  who: string;
  /** What happened: a status move, a note. */
  children: ReactNode;
}

/** Events one under the other on a line, newest first: when and who, then what happened. */
export function Timeline({ label, events }: { label: string; events: readonly TimelineEvent[] }) {
  return (
    <ol className="timeline" aria-label={label}>
      {events.map((event) => (
        <li key={event.id} className="timeline__event">
          <p className="timeline__meta">
            <time dateTime={event.at}>{event.atLabel}</time> · {event.who}
          </p>
          <div className="timeline__body">{event.children}</div>
        </li>
      ))}
    </ol>
  );
}
