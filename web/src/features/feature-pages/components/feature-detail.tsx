import type { Feature } from '@pointforge/domain';
import { Suspense, use, type ReactNode } from 'react';
import { ButtonLink } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { StatusMessage } from '../../../components/ui/status-message';
import { featureDetailCopy, featureNotFoundCopy } from '../../../content/feature-pages';
import { sectionHref } from '../../../lib/section-scroll';
import { loadedFeatureDetailView, loadFeatureDetailView } from '../feature-detail-loader';
import './feature-pages.css';

interface FeatureDetailProps {
  /** The feature the address names, or null for an unknown id. */
  feature: Feature | null;
  /** The feature's icon, drawn by the route. */
  icon: ReactNode;
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

function FeatureDetailBody({ feature, icon }: { feature: Feature; icon: ReactNode }) {
  // Already loaded: render now. Otherwise suspend until the chunk arrives.
  const { FeatureDetailContent } = loadedFeatureDetailView() ?? use(loadFeatureDetailView());
  return <FeatureDetailContent feature={feature} icon={icon} />;
}

/** /features/:featureId: a spinner while the detail view loads, then the page; or Feature Not Found. */
export function FeatureDetail({ feature, icon }: FeatureDetailProps) {
  if (!feature) return <FeatureNotFound />;
  return (
    <Suspense
      fallback={
        <div className="feature-detail-loading">
          <Spinner size="lg" label={featureDetailCopy.loading} />
        </div>
      }
    >
      <FeatureDetailBody feature={feature} icon={icon} />
    </Suspense>
  );
}
