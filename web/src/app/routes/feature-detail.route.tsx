import { findFeature } from '@pointforge/domain';
import { useParams } from 'react-router';
import { FeatureDetail } from '../../features/feature-pages/components/feature-detail';
import { featurePageMeta } from '../../features/feature-pages/feature-page-meta';
import { Icon } from '../../features/landing/components/icons';
import { PageMeta } from '../../lib/seo';

export function FeatureDetailRoute() {
  const { featureId = '' } = useParams();
  const feature = findFeature(featureId);
  return (
    <>
      <PageMeta {...featurePageMeta(featureId)} />
      <FeatureDetail feature={feature} icon={feature && <Icon name={feature.icon} />} />
    </>
  );
}
