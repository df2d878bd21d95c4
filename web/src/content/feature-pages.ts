import { BRAND } from '@pointforge/domain';

/** Copy for the /features catalogue and the /features/:featureId pages. */

export const featuresCatalogCopy = {
  meta: {
    title: 'Complete Feature Set',
    description: `Every tool in ${BRAND.productName}: point cloud processing, mesh analysis and editing, polygon, drawing and measurement, import and export, utility and visualisation tools for surveying, mining and civil engineering.`,
    keywords: ['point cloud tools', 'mesh tools', 'ground cloth filter', 'prism volume', 'grid volume', 'DXF export', 'survey software features'],
  },
  backLink: 'Back to Features',
  heading: 'Complete Feature Set',
  intro: 'Over 25 specialised tools per area, grouped the way you work: from cleaning raw points to measuring, modelling and exporting the result.',
  groupsNavLabel: 'Tool groups',
  toolCount: (count: number) => `${count} tools`,
  /** The closing banner, its ways on to landing sections. */
  cta: {
    title: 'See Every Tool on Your Own Data',
    text: 'Book a walkthrough with a product specialist, or choose a plan and start today.',
    actions: [
      { section: 'demo', label: 'Request Demo' },
      { section: 'pricing', label: 'View Pricing' },
    ],
  },
} as const;

export const featureDetailCopy = {
  badge: 'Feature',
  loading: 'Loading feature details',
  backToFeatures: 'Back to Features',
  overviewHeading: 'Overview',
  capabilitiesHeading: 'Key Capabilities',
  workflowHeading: 'Typical Workflow',
  applicationsHeading: 'Applications',
  /** The closing banner, its ways on to landing sections. */
  cta: {
    title: 'See It in Action',
    text: `Request a demo and we will show you how ${BRAND.productName} handles your data.`,
    actions: [
      { section: 'demo', label: 'Request Demo' },
      { section: 'features', label: 'Back to All Features' },
    ],
  },
  stepLabel: (number: number) => `Step ${number}`,
} as const;

/** SITE-SPEC section 2, word for word. */
export const featureNotFoundCopy = {
  title: 'Feature Not Found',
  message: "The feature you are looking for doesn't exist or has been moved.",
  action: 'View All Features',
} as const;

/** Metadata of an address under /features/ that names no feature. */
export const unknownFeatureMeta = {
  title: 'Feature Not Found',
  description: `Explore the point cloud, surface modelling, water flow, surface compare, contour and profile tools of ${BRAND.productName}.`,
  keywords: ['point cloud software features', 'surface processing tools'],
} as const;
