import type { Feature, FeaturePoint } from '@pointforge/domain';
import type { ReactNode } from 'react';
import { CallToActionBanner } from '../../../components/ui/call-to-action-banner';
import { CardGrid } from '../../../components/ui/card-grid';
import { Columns } from '../../../components/ui/columns';
import { IconBadge } from '../../../components/ui/icon-badge';
import { SampleFigure } from '../../../components/ui/sample-figure';
import { SectionHeading } from '../../../components/ui/section-heading';
import { featureDetailCopy as copy } from '../../../content/feature-pages';
import { FEATURE_FIGURES } from '../../../content/sample-figures';
import { PageHero } from './page-hero';

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

      <div className="container page-body page-body--feature">
        <Columns as="section" widths="1:1" from="56rem" className="feature-overview" aria-labelledby="feature-overview">
          <div className="feature-block">
            <SectionHeading id="feature-overview" title={copy.overviewHeading} />
            {detail.overview.map((paragraph) => (
              <p key={paragraph} className="lead">
                {paragraph}
              </p>
            ))}
          </div>
          <SampleFigure id={FEATURE_FIGURES[feature.id]} sizes={FEATURE_FIGURE_SIZES} />
        </Columns>

        <FeaturePoints id="feature-capabilities" heading={copy.capabilitiesHeading} points={detail.capabilities} />

        <section className="feature-block" aria-labelledby="feature-workflow">
          <SectionHeading id="feature-workflow" title={copy.workflowHeading} />
          <ol className="feature-steps">
            {detail.workflow.map((step, index) => (
              <li key={step.title} className="feature-step">
                <IconBadge shape="circle" tone="accent" size="md" className="feature-step__number" aria-hidden="true">
                  {index + 1}
                </IconBadge>
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

        <FeaturePoints id="feature-applications" heading={copy.applicationsHeading} points={detail.applications} plain />
      </div>

      <CallToActionBanner titleId="feature-cta" {...copy.cta} />
    </article>
  );
}

interface FeaturePointsProps {
  id: string;
  heading: string;
  points: readonly FeaturePoint[];
  /** On a plain tint without the check mark: where the feature is used rather than what it does. */
  plain?: boolean;
}

/** A titled section of short points, two columns on wide screens: the capabilities, the applications. */
function FeaturePoints({ id, heading, points, plain = false }: FeaturePointsProps) {
  return (
    <section className="feature-block" aria-labelledby={id}>
      <SectionHeading id={id} title={heading} />
      <CardGrid columns={2} gap="md">
        {points.map((point) => (
          <li key={point.title} className={plain ? 'feature-point feature-point--plain' : 'feature-point'}>
            <h3 className="feature-point__title">{point.title}</h3>
            <p>{point.description}</p>
          </li>
        ))}
      </CardGrid>
    </section>
  );
}

/** The page's title on the brand background, with the way back to the catalogue. */
function FeatureHero({ feature, icon, heroAction }: FeatureDetailContentProps) {
  return (
    <PageHero
      backLabel={copy.backToFeatures}
      heading={
        <div className="feature-page__heading">
          <span className="feature-page__icon">{icon}</span>
          <div>
            <p className="page-badge">{copy.badge}</p>
            <h1 id="feature-title" className="page-hero__title">
              {feature.title}
            </h1>
          </div>
        </div>
      }
      intro={feature.description}
    >
      {heroAction}
    </PageHero>
  );
}
