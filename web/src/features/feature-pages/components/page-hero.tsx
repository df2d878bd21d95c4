import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { sectionHref } from '../../../lib/section-scroll';

interface PageHeroProps {
  /** The label of the way back to the landing page's features, above the title; none without it. */
  backLabel?: string;
  /** The title (h1, class page-hero__title) and what follows it. */
  children: ReactNode;
}

/** The header of the catalogue, a feature page and the privacy policy, on the brand background. */
export function PageHero({ backLabel, children }: PageHeroProps) {
  return (
    <header className="page-hero">
      <div className="container page-hero__inner">
        {backLabel && (
          <Link to={sectionHref('features')} className="back-link">
            <span aria-hidden="true">←</span> {backLabel}
          </Link>
        )}
        {children}
      </div>
    </header>
  );
}
