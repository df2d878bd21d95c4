import type { ReactNode } from 'react';
import { SectionHeading } from '../../../components/ui/section-heading';
import type { LandingSectionId } from '../../../lib/section-scroll';
import './landing.css';

interface LandingSectionProps {
  /** The section's anchor (/#features); its heading's id is `<section>-title`. */
  section: LandingSectionId;
  copy: { heading: string; intro: string };
  /** On the surface colour, setting it apart from the sections around it. */
  muted?: boolean;
  children: ReactNode;
}

/** A band of the landing page: the centred heading and introduction, then the section's content. */
export function LandingSection({ section, copy, muted = false, children }: LandingSectionProps) {
  const titleId = `${section}-title`;
  return (
    <section id={section} className={muted ? 'landing-section landing-section--muted' : 'landing-section'} aria-labelledby={titleId}>
      <div className="container">
        <SectionHeading id={titleId} title={copy.heading} intro={copy.intro} centred />
        {children}
      </div>
    </section>
  );
}
