import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { sectionHref } from '../../../lib/section-scroll';

interface PageHeroProps {
  /** The label of the way back to the landing page's features, above the title; none without it. */
  backLabel?: string;
  /** The page's h1 (class page-hero__title), alone or beside an icon. */
  heading: ReactNode;
  intro: string;
  /** What follows the introduction: the catalogue's group links, the 3D viewer's button. */
  children?: ReactNode;
}

/** The header of the catalogue, a feature page and the privacy policy, on the brand background. */
export function PageHero({ backLabel, heading, intro, children }: PageHeroProps) {
  return (
    <header className="page-hero brand-surface">
      <div className="container page-hero__inner">
        {backLabel && (
          <Link to={sectionHref('features')} className="back-link">
            <span aria-hidden="true">←</span> {backLabel}
          </Link>
        )}
        {heading}
        <p className="lead page-hero__intro">{intro}</p>
        {children}
      </div>
    </header>
  );
}
