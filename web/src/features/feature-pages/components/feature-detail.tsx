import type { Feature } from '@pointforge/domain';
import { lazy, Suspense, type ReactNode } from 'react';
import { ButtonLink } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { StatusMessage } from '../../../components/ui/status-message';
import { featureDetailCopy, featureNotFoundCopy } from '../../../content/feature-pages';
import { sectionHref } from '../../../lib/section-scroll';
import './feature-pages.css';

interface FeatureDetailProps {
  /** The feature the address names, or null for an unknown id. */
  feature: Feature | null;
  /** The feature's icon, drawn by the route. */
  icon: ReactNode;
  /** An action the route adds under the page's intro (the point-cloud page's 3D sample viewer). */
  heroAction?: ReactNode;
}

function FeatureNotFound() {
  return (
    <StatusMessage
      title={featureNotFoundCopy.title}
      message={featureNotFoundCopy.message}
      action={<ButtonLink to={sectionHref('features')}>{featureNotFoundCopy.action}</ButtonLink>}
    />
  );
}

/**
 * The body is its own chunk, fetched the first time a feature page opens; once it has
 * arrived, later feature pages render at once. The prerender waits for it (entry-server),
 * and a prerendered page keeps its HTML until the chunk is there to hydrate it.
 */
const FeatureDetailContent = lazy(() => import('./feature-detail-content').then((m) => ({ default: m.FeatureDetailContent })));

/** /features/:featureId: a spinner while the detail view loads, then the page; or Feature Not Found. */
export function FeatureDetail({ feature, icon, heroAction }: FeatureDetailProps) {
  if (!feature) return <FeatureNotFound />;
  return (
    <Suspense
      fallback={
        <div className="feature-detail-loading">
          <Spinner size="lg" label={featureDetailCopy.loading} />
        </div>
      }
    >
      <FeatureDetailContent feature={feature} icon={icon} heroAction={heroAction} />
    </Suspense>
  );
}
