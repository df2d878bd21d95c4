import { BRAND, CONTACT_REPLY_HOURS, FEATURES, TRIAL_DAYS, type FeatureIconName } from '@pointforge/domain';

/**
 * Landing-page copy. The product name, addresses, trial length and the feature areas come
 * from the domain catalogue; the words around them live here.
 */

/** Anchors of the landing sections; the header, footer and other pages link to /#<id>. */
export const LANDING_SECTION_IDS = {
  features: 'features',
  workflow: 'workflow',
  applications: 'applications',
  demo: 'demo',
  pricing: 'pricing',
  contact: 'contact',
} as const;

export const homeMeta = {
  title: `${BRAND.productName} | 3D Point Cloud and Surface Processing Software`,
  description: `${BRAND.productName} processes point clouds, surface meshes and polygons for surveyors, mining and civil engineers: ground filtering, surface modelling, water flow analysis, surface compare and volumes, contours and profiles. Start a free ${TRIAL_DAYS}-day trial.`,
  keywords: [
    'point cloud software',
    'LiDAR processing',
    'surface modelling',
    'volume calculation',
    'cut and fill',
    'contour generation',
    'water flow analysis',
    'mining survey software',
    'civil engineering software',
    'LAS LAZ DXF',
  ],
} as const;

export const heroCopy = {
  eyebrow: `Free ${TRIAL_DAYS}-day trial · No credit card required`,
  headline: 'Professional 3D Point Cloud and Surface Processing',
  subheadline: `${BRAND.productName} turns raw survey data into surfaces, volumes, contours and profiles. Over 25 specialised tools for point clouds, meshes and polygons, built for surveyors, mining and civil engineers.`,
  primaryAction: 'Get Started',
  secondaryAction: 'Request Trial',
  highlightsLabel: 'Supported data',
  highlights: ['LAS · LAZ · XYZ', 'OBJ · STL · PLY · VTK', 'DXF · Shapefiles · ASC'],
} as const;

export interface FeatureCard {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly icon: FeatureIconName;
  /** The feature's own page. */
  readonly link: string;
}

export const featuresSectionCopy = {
  heading: 'Powerful Features for Every Workflow',
  intro: 'Six tool sets cover the journey from raw points to finished deliverables, each with specialised tools for point clouds, surfaces and polygons.',
  cardLinkLabel: 'Learn more',
  catalogueLink: 'View the complete feature set',
} as const;

/** The six cards, one per feature area of the domain catalogue. */
export const featureCards: readonly FeatureCard[] = FEATURES.map((feature) => ({
  id: feature.id,
  title: feature.title,
  description: feature.description,
  icon: feature.icon,
  link: `/features/${feature.id}`,
}));

export type WorkflowIconName = 'upload' | 'cog' | 'chart' | 'share';

export interface WorkflowStep {
  readonly id: string;
  readonly number: number;
  readonly title: string;
  readonly description: string;
  readonly icon: WorkflowIconName;
}

export const workflowSectionCopy = {
  heading: 'A Streamlined Workflow',
  intro: 'From field data to deliverables in four steps.',
} as const;

export const workflowSteps: readonly WorkflowStep[] = [
  {
    id: 'import-data',
    number: 1,
    title: 'Import Data',
    description: 'Load point clouds in LAS, LAZ, XYZ, CSV or TXT, meshes in OBJ, STL, PLY or VTK, and DXF drawings, shapefiles and ASC grids.',
    icon: 'upload',
  },
  {
    id: 'process-and-analyse',
    number: 2,
    title: 'Process & Analyse',
    description: 'Filter noise, classify ground, build surfaces and run water flow, surface compare and volume analysis.',
    icon: 'cog',
  },
  {
    id: 'generate-results',
    number: 3,
    title: 'Generate Results',
    description: 'Produce contours, profiles and cross-sections, cut and fill maps, volumes and statistics.',
    icon: 'chart',
  },
  {
    id: 'export-and-share',
    number: 4,
    title: 'Export & Share',
    description: 'Export to DXF, ASC and LAS for your CAD, GIS and survey software, or share interactive HTML profiles.',
    icon: 'share',
  },
];

export type ApplicationIconName = 'pickaxe' | 'compass' | 'bridge' | 'leaf';

export interface ApplicationCard {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly icon: ApplicationIconName;
  /** The feature page that serves this industry best. */
  readonly link: string;
  readonly linkLabel: string;
}

export const applicationsSectionCopy = {
  heading: 'Industry Applications',
  intro: 'Trusted workflows for the teams who measure, move and manage the ground.',
} as const;

export const applicationCards: readonly ApplicationCard[] = [
  {
    id: 'mining-and-excavation',
    title: 'Mining & Excavation',
    description: 'Measure stockpiles, pit advance and material movement with prism and grid volumes, and keep benches and haul roads draining.',
    icon: 'pickaxe',
    link: '/features/surface-compare',
    linkLabel: 'Explore Surface Compare',
  },
  {
    id: 'surveying-and-mapping',
    title: 'Surveying & Mapping',
    description: 'Turn LiDAR and drone captures into clean ground models, contour plans and deliverables for CAD and GIS.',
    icon: 'compass',
    link: '/features/point-cloud',
    linkLabel: 'Explore Point Cloud Processing',
  },
  {
    id: 'civil-engineering',
    title: 'Civil Engineering',
    description: 'Check earthworks, road and rail alignments and embankments with long sections, cross-sections and cut and fill.',
    icon: 'bridge',
    link: '/features/profile-tools',
    linkLabel: 'Explore Profile & Cross-Section Tools',
  },
  {
    id: 'environmental-monitoring',
    title: 'Environmental Monitoring',
    description: 'Track erosion, drainage and rehabilitation with flow analysis, wetness index and repeat-survey comparison.',
    icon: 'leaf',
    link: '/features/water-flow',
    linkLabel: 'Explore Water Flow Analysis',
  },
];

export const demoSectionCopy = {
  heading: 'Request a Demo',
  intro: `See ${BRAND.productName} on your own data. Tell us about your projects and a product specialist will arrange a walkthrough for your team.`,
} as const;

export const pricingSectionCopy = {
  heading: 'Simple, Transparent Pricing',
  intro: `Start with a free ${TRIAL_DAYS}-day trial, then choose the plan that fits your team. All prices in US dollars.`,
  billingToggleLabel: 'Billing period',
  annualLabel: 'Annual',
  monthlyLabel: 'Monthly',
  /** Shown beside the Annual toggle. */
  annualSavingBadge: (percent: number) => `Save ${percent}%`,
  perMonth: '/month',
  trialPeriod: `for ${TRIAL_DAYS} days`,
  billedAnnually: (total: string) => `Billed annually ${total}`,
  billedMonthly: 'Billed monthly',
  trialBilling: 'No credit card required',
  mostPopular: 'Most Popular',
  featuresLabel: (planName: string) => `${planName} plan includes`,
  trialAction: 'Start Free Trial',
  paidAction: 'Get Started',
  salesPrompt: 'Need more licenses, training or a tailored deployment?',
  salesAction: 'Contact Sales',
} as const;

export const bannerCopy = {
  heading: 'Ready to Transform Your Survey Data?',
  text: `Join the surveyors, mining and civil engineers who process point clouds and surfaces with ${BRAND.productName}.`,
  primaryAction: 'Get Started Today',
  secondaryAction: 'Request Demo',
} as const;

export const contactSectionCopy = {
  heading: 'Get in Touch',
  intro: 'Questions about features, licensing or billing? Our team is here to help.',
  officeLabel: 'Office',
  office: BRAND.officeCity,
  supportLabel: 'Support',
  supportEmail: BRAND.supportEmail,
  responseLabel: 'Response time',
  response: `We reply within ${CONTACT_REPLY_HOURS} hours`,
  formHeading: 'Send us a message',
} as const;
