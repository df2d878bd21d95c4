import type { ReactNode } from 'react';

interface ProfileCardProps {
  /** The heading's id, for a form or region inside to be labelled by it. */
  headingId: string;
  heading: string;
  intro?: string;
  tone?: 'default' | 'danger';
  /** Spans both columns of the tab on wide screens. */
  wide?: boolean;
  children: ReactNode;
}

/** One section of the Profile tab: a titled card. */
export function ProfileCard({ headingId, heading, intro, tone = 'default', wide = false, children }: ProfileCardProps) {
  const className = ['card', tone === 'danger' && 'profile-card--danger', wide && 'profile-card--wide'].filter(Boolean).join(' ');
  return (
    <section className={className} aria-labelledby={headingId}>
      <div className="card__header">
        <h2 id={headingId} className="card__title">
          {heading}
        </h2>
        {intro && <p className="card__intro">{intro}</p>}
      </div>
      {children}
    </section>
  );
}
