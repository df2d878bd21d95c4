import { findFeature } from '@pointforge/domain';
import { useParams } from 'react-router';
import { FeatureDetail } from '../../features/feature-pages/components/feature-detail';
import { featurePageMeta } from '../../features/feature-pages/feature-page-meta';
import { Icon } from '../../features/landing/components/icons';
import { SampleViewerButton } from '../../features/sample-viewer/components/sample-viewer-button';
import { PageMeta } from '../../lib/seo';

/** The feature page that offers the 3D sample viewer: the sample is a point cloud. */
const SAMPLE_VIEWER_FEATURE_ID = 'point-cloud';

export function FeatureDetailRoute() {
  const { featureId = '' } = useParams();
  const feature = findFeature(featureId);
  return (
    <>
      <PageMeta {...featurePageMeta(featureId)} />
      <FeatureDetail
        feature={feature}
        icon={feature && <Icon name={feature.icon} />}
        heroAction={featureId === SAMPLE_VIEWER_FEATURE_ID ? <SampleViewerButton /> : undefined}
      />
    </>
  );
}
