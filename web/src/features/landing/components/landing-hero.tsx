import type { ReactNode } from 'react';
import { ButtonLink } from '../../../components/ui/button';
import { ButtonRow } from '../../../components/ui/button-row';
import { Chip } from '../../../components/ui/chip';
import { SampleFigure, usePreloadedSampleFigure } from '../../../components/ui/sample-figure';
import { SectionLink } from '../../../components/ui/section-link';
import { heroCopy, LANDING_SECTION_IDS } from '../../../content/landing';
import { Icon } from './icons';
import './landing.css';

/** Where the picture stands beside the copy, in the first screen (landing.css): there it is preloaded. */
const HERO_BESIDE_COPY = '(min-width: 64rem)';
/** The hero picture's width: half the container beside the copy on wide screens, the column's width below. */
const HERO_FIGURE_SIZES = '(min-width: 72rem) 33rem, (min-width: 64rem) 46vw, calc(100vw - 2rem)';

/**
 * The landing hero: the copy, and beside it (below it on narrow screens) the sample site's
 * point cloud. `sampleViewer`: the route's "View the sample in 3D" button, with the actions.
 */
export function LandingHero({ sampleViewer }: { sampleViewer?: ReactNode }) {
  usePreloadedSampleFigure('hero', HERO_FIGURE_SIZES, HERO_BESIDE_COPY);
  return (
    <section className="landing-hero brand-surface" aria-labelledby="hero-title">
      <div className="container landing-hero__inner">
        <div className="landing-hero__copy">
          <p className="landing-hero__eyebrow">{heroCopy.eyebrow}</p>
          <h1 id="hero-title" className="landing-hero__title">
            {heroCopy.headline}
          </h1>
          <p className="lead landing-hero__subtitle">{heroCopy.subheadline}</p>
          <ButtonRow spacious>
            <SectionLink section={LANDING_SECTION_IDS.pricing} className="button button--primary">
              {heroCopy.primaryAction}
              <Icon name="arrow-right" className="icon--inline" />
            </SectionLink>
            <ButtonLink to="/register" variant="secondary">
              {heroCopy.secondaryAction}
            </ButtonLink>
            {sampleViewer}
          </ButtonRow>
          <div className="landing-hero__formats">
            <p className="landing-hero__formats-label">{heroCopy.highlightsLabel}</p>
            <ul className="landing-hero__format-list">
              {heroCopy.highlights.map((item) => (
                <Chip key={item} as="li">
                  {item}
                </Chip>
              ))}
            </ul>
          </div>
        </div>
        <SampleFigure id="hero" sizes={HERO_FIGURE_SIZES} className="landing-hero__figure" />
      </div>
    </section>
  );
}
