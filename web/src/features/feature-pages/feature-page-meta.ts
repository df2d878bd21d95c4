import { findFeature } from '@pointforge/domain';
import { unknownFeatureMeta } from '../../content/feature-pages';
import type { PageMetaProps } from '../../lib/seo';

/** Metadata of /features/:featureId: the feature's own for the six ids, generic (and not indexed) otherwise. */
export function featurePageMeta(featureId: string): PageMetaProps {
  const feature = findFeature(featureId);
  if (!feature) {
    return {
      ...unknownFeatureMeta,
      path: `/features/${encodeURIComponent(featureId)}`,
      noindex: true,
      canonical: false,
      jsonLd: null,
    };
  }
  return {
    title: feature.seo.title,
    description: feature.seo.description,
    keywords: feature.seo.keywords,
    path: `/features/${feature.id}`,
  };
}
