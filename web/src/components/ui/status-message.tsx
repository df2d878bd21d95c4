import type { ReactNode } from 'react';

interface StatusMessageProps {
  eyebrow?: string;
  title: string;
  message: string;
  action: ReactNode;
}

/** A centred status panel shared by the 404 page and the crash screen. */
export function StatusMessage({ eyebrow, title, message, action }: StatusMessageProps) {
  return (
    <section className="status-message" aria-labelledby="status-message-title">
      {eyebrow && <p className="status-message__eyebrow">{eyebrow}</p>}
      <h1 id="status-message-title" className="status-message__title">
        {title}
      </h1>
      <p className="status-message__text">{message}</p>
      <div className="status-message__actions">{action}</div>
    </section>
  );
}
