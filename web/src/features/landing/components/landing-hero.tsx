import type { ReactNode } from 'react';
import { ButtonLink } from '../../../components/ui/button';
import { SectionLink } from '../../../components/ui/section-link';
import { heroCopy, LANDING_SECTION_IDS } from '../../../content/landing';
import { Icon } from './icons';
import './landing.css';

/** `sampleViewer`: the route's "View the sample in 3D" button, shown with the hero's actions. */
export function LandingHero({ sampleViewer }: { sampleViewer?: ReactNode }) {
  return (
    <section className="landing-hero" aria-labelledby="hero-title">
      <div className="container landing-hero__inner">
        <p className="landing-hero__eyebrow">{heroCopy.eyebrow}</p>
        <h1 id="hero-title" className="landing-hero__title">
          {heroCopy.headline}
        </h1>
        <p className="landing-hero__subtitle">{heroCopy.subheadline}</p>
        <div className="landing-actions">
          <SectionLink section={LANDING_SECTION_IDS.pricing} className="button button--primary">
            {heroCopy.primaryAction}
            <Icon name="arrow-right" className="icon--inline" />
          </SectionLink>
          <ButtonLink to="/register" variant="secondary">
            {heroCopy.secondaryAction}
          </ButtonLink>
          {sampleViewer}
        </div>
        <div className="landing-hero__formats">
          <p className="landing-hero__formats-label">{heroCopy.highlightsLabel}</p>
          <ul className="landing-hero__format-list">
            {heroCopy.highlights.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
