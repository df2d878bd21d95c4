import { featuresCatalogCopy } from '../../content/feature-pages';
import { FeaturesCatalog } from '../../features/feature-pages/components/features-catalog';
import { PageMeta } from '../../lib/seo';

export function FeaturesCatalogRoute() {
  return (
    <>
      <PageMeta {...featuresCatalogCopy.meta} path="/features" />
      <FeaturesCatalog />
    </>
  );
}
