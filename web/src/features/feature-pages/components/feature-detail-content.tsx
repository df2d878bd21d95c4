import type { Feature } from '@pointforge/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { SampleFigure } from '../../../components/ui/sample-figure';
import { featureDetailCopy as copy } from '../../../content/feature-pages';
import { FEATURE_FIGURES } from '../../../content/sample-figures';
import { sectionHref } from '../../../lib/section-scroll';

interface FeatureDetailContentProps {
  feature: Feature;
  icon: ReactNode;
  heroAction?: ReactNode;
}

/** Half the 60rem body beside the overview on wide screens, the column's width below. */
const FEATURE_FIGURE_SIZES = '(min-width: 60rem) 28rem, (min-width: 56rem) 46vw, calc(100vw - 2rem)';

/** The body of a feature page; loaded on demand (see feature-detail.tsx). */
export function FeatureDetailContent({ feature, icon, heroAction }: FeatureDetailContentProps) {
  const { detail } = feature;
  return (
    <article className="feature-page" aria-labelledby="feature-title">
      <FeatureHero feature={feature} icon={icon} heroAction={heroAction} />

      <div className="container feature-page__body">
        <section className="feature-overview" aria-labelledby="feature-overview">
          <div className="feature-block">
            <h2 id="feature-overview" className="feature-block__title">
              {copy.overviewHeading}
            </h2>
            {detail.overview.map((paragraph) => (
              <p key={paragraph} className="feature-block__text">
                {paragraph}
              </p>
            ))}
          </div>
          <SampleFigure id={FEATURE_FIGURES[feature.id]} sizes={FEATURE_FIGURE_SIZES} />
        </section>

        <section className="feature-block" aria-labelledby="feature-capabilities">
          <h2 id="feature-capabilities" className="feature-block__title">
            {copy.capabilitiesHeading}
          </h2>
          <ul className="feature-points">
            {detail.capabilities.map((point) => (
              <li key={point.title} className="feature-point">
                <h3 className="feature-point__title">{point.title}</h3>
                <p>{point.description}</p>
              </li>
            ))}
          </ul>
        </section>

        <section className="feature-block" aria-labelledby="feature-workflow">
          <h2 id="feature-workflow" className="feature-block__title">
            {copy.workflowHeading}
          </h2>
          <ol className="feature-steps">
            {detail.workflow.map((step, index) => (
              <li key={step.title} className="feature-step">
                <span className="feature-step__number" aria-hidden="true">
                  {index + 1}
                </span>
                <div>
                  <h3 className="feature-point__title">
                    <span className="visually-hidden">{copy.stepLabel(index + 1)}: </span>
                    {step.title}
                  </h3>
                  <p>{step.description}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>

        <section className="feature-block" aria-labelledby="feature-applications">
          <h2 id="feature-applications" className="feature-block__title">
            {copy.applicationsHeading}
          </h2>
          <ul className="feature-points">
            {detail.applications.map((point) => (
              <li key={point.title} className="feature-point feature-point--plain">
                <h3 className="feature-point__title">{point.title}</h3>
                <p>{point.description}</p>
              </li>
            ))}
          </ul>
        </section>
      </div>

      <FeatureCta />
    </article>
  );
}

/** The page's title on the brand background, with the way back to the catalogue. */
function FeatureHero({ feature, icon, heroAction }: FeatureDetailContentProps) {
  return (
    <header className="page-hero">
      <div className="container page-hero__inner">
        <Link to={sectionHref('features')} className="back-link">
          <span aria-hidden="true">←</span> {copy.backToFeatures}
        </Link>
        <div className="feature-page__heading">
          <span className="feature-page__icon">{icon}</span>
          <div>
            <p className="page-badge">{copy.badge}</p>
            <h1 id="feature-title" className="page-hero__title">
              {feature.title}
            </h1>
          </div>
        </div>
        <p className="page-hero__intro">{feature.description}</p>
        {heroAction}
      </div>
    </header>
  );
}

/** The closing call to action: a demo, or back to every feature. */
function FeatureCta() {
  return (
    <section className="page-cta" aria-labelledby="feature-cta">
      <div className="container page-cta__inner">
        <h2 id="feature-cta" className="page-cta__title">
          {copy.ctaHeading}
        </h2>
        <p className="page-cta__text">{copy.ctaText}</p>
        <div className="page-cta__actions">
          <ButtonLink to={sectionHref('demo')}>{copy.requestDemo}</ButtonLink>
          <ButtonLink to={sectionHref('features')} variant="secondary">
            {copy.backToAllFeatures}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
