import type { ReactNode } from 'react';
import { demoSectionCopy, LANDING_SECTION_IDS } from '../../../content/landing';
import { SectionHeading } from './section-heading';
import './landing.css';

/** The demo request section; the route supplies the form. */
export function DemoSection({ children }: { children: ReactNode }) {
  return (
    <section id={LANDING_SECTION_IDS.demo} className="landing-section landing-section--muted" aria-labelledby="demo-title">
      <div className="container">
        <SectionHeading id="demo-title" title={demoSectionCopy.heading} intro={demoSectionCopy.intro} />
        <div className="landing-form-panel">{children}</div>
      </div>
    </section>
  );
}
