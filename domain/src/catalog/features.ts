import { BRAND } from './brand';
import CATALOGUE_CONTENT from './content/feature-catalogue.json';
import FEATURE_PAGES_CONTENT from './content/feature-pages.json';

/**
 * The feature catalogue (SITE-SPEC sections 1 and 2): the six feature areas the landing
 * page and the /features/:featureId pages present, and the ten tool groups of the /features
 * catalogue. The words live in content files (`content/feature-pages.json`,
 * `content/feature-catalogue.json`, where `{product}` stands for the product's name) read
 * at build time, so every surface (web pages, prerendered HTML, sitemap) reads the same words.
 */

/** The six feature pages, in the order the landing page shows their cards. */
export const FEATURE_IDS = ['point-cloud', 'surface-modeling', 'water-flow', 'surface-compare', 'contour-generation', 'profile-tools'] as const;
export type FeatureId = (typeof FEATURE_IDS)[number];

/** Names of the icons the web app draws for the features. */
export const FEATURE_ICON_NAMES = ['cube', 'layers', 'droplet', 'area-chart', 'map', 'ruler'] as const;
export type FeatureIconName = (typeof FEATURE_ICON_NAMES)[number];

/** A titled line of detail copy: a capability or an application. */
export interface FeaturePoint {
  readonly title: string;
  readonly description: string;
}

/** The long-form content of a feature page. */
export interface FeatureDetail {
  /** One or more overview paragraphs. */
  readonly overview: readonly string[];
  readonly capabilities: readonly FeaturePoint[];
  /** A typical workflow, always four steps. */
  readonly workflow: readonly FeaturePoint[];
  readonly applications: readonly FeaturePoint[];
}

/** What a feature page tells search engines and link previews. */
export interface FeatureSeo {
  readonly title: string;
  readonly description: string;
  readonly keywords: readonly string[];
}

export interface Feature {
  readonly id: FeatureId;
  readonly title: string;
  /** One or two sentences: the landing card and the feature page's header. */
  readonly description: string;
  readonly icon: FeatureIconName;
  readonly seo: FeatureSeo;
  readonly detail: FeatureDetail;
}

/** A named tool of the /features catalogue. */
export interface CatalogueTool {
  readonly name: string;
  /** One line. */
  readonly description: string;
}

export interface FeatureCatalogueGroup {
  readonly title: string;
  readonly tools: readonly CatalogueTool[];
}

/** The content files write the product's name as `{product}`. */
function withProductName(text: string): string {
  return text.replaceAll('{product}', BRAND.productName);
}

function definePoint(point: FeaturePoint): FeaturePoint {
  return Object.freeze({ title: withProductName(point.title), description: withProductName(point.description) });
}

function isFeatureIconName(value: string): value is FeatureIconName {
  return (FEATURE_ICON_NAMES as readonly string[]).includes(value);
}

/** A feature page of the content file, checked (id and icon are ones the site knows) and frozen. */
function defineFeature(content: (typeof FEATURE_PAGES_CONTENT)[number]): Feature {
  const { id, icon, seo, detail } = content;
  if (!isFeatureId(id) || !isFeatureIconName(icon)) throw new Error(`Feature content names an unknown id or icon: ${id}, ${icon}`);
  return Object.freeze({
    id,
    title: withProductName(content.title),
    description: withProductName(content.description),
    icon,
    seo: Object.freeze({
      title: withProductName(seo.title),
      description: withProductName(seo.description),
      keywords: Object.freeze(seo.keywords.map(withProductName)),
    }),
    detail: Object.freeze({
      overview: Object.freeze(detail.overview.map(withProductName)),
      capabilities: Object.freeze(detail.capabilities.map(definePoint)),
      workflow: Object.freeze(detail.workflow.map(definePoint)),
      applications: Object.freeze(detail.applications.map(definePoint)),
    }),
  });
}

/** The six feature areas, in FEATURE_IDS order. */
export const FEATURES: readonly Feature[] = Object.freeze(FEATURE_PAGES_CONTENT.map(defineFeature));

export function isFeatureId(value: unknown): value is FeatureId {
  return typeof value === 'string' && (FEATURE_IDS as readonly string[]).includes(value);
}

/** The feature a /features/:featureId address names, or null for an unknown id. */
export function findFeature(id: string): Feature | null {
  if (!isFeatureId(id)) return null;
  return FEATURES.find((feature) => feature.id === id) ?? null;
}

function defineGroup({ title, tools }: (typeof CATALOGUE_CONTENT)[number]): FeatureCatalogueGroup {
  return Object.freeze({
    title: withProductName(title),
    tools: Object.freeze(tools.map((tool) => Object.freeze({ name: withProductName(tool.name), description: withProductName(tool.description) }))),
  });
}

/** The ten groups of the /features catalogue, in page order. */
export const FEATURE_CATALOGUE_GROUPS: readonly FeatureCatalogueGroup[] = Object.freeze(CATALOGUE_CONTENT.map(defineGroup));
