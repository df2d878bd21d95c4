import { BRAND, TRIAL_DAYS } from '@pointforge/domain';
import type { LandingSectionId } from '../lib/section-scroll';

/** Copy of the frame around every page: skip link, header, footer and the About dialog. */

export interface SectionNavItem {
  readonly section: LandingSectionId;
  readonly label: string;
}

/** The header's links, in order (SITE-SPEC section 2). */
export const headerNav: readonly SectionNavItem[] = [
  { section: 'features', label: 'Features' },
  { section: 'workflow', label: 'Workflow' },
  { section: 'applications', label: 'Applications' },
  { section: 'pricing', label: 'Pricing' },
  { section: 'contact', label: 'Contact' },
];

export const layoutCopy = {
  skipLink: 'Skip to main content',
  homeLinkLabel: `${BRAND.productName} home`,
  primaryNavLabel: 'Main',
  menuButton: 'Menu',
  loading: 'Loading',
  logIn: 'Log In',
  startTrial: 'Start Free Trial',
  dashboard: 'Dashboard',
  /** Shown to admins only. */
  adminConsole: 'Operator Console',
  logOut: 'Log Out',
  copyright: (year: number) => `© ${year} ${BRAND.productName}. All rights reserved.`,
} as const;

export const footerCopy = {
  tagline: `Cloud-based 3D point cloud, surface and polygon processing for surveyors, mining, civil engineering, GIS and environmental teams.`,
  productHeading: 'Product',
  productLinks: [
    { section: 'features', label: 'Features' },
    { section: 'workflow', label: 'Workflow' },
    { section: 'applications', label: 'Applications' },
    { section: 'pricing', label: 'Pricing' },
  ] satisfies readonly SectionNavItem[],
  documentation: 'Documentation',
  documentationNote: 'Coming soon',
  companyHeading: 'Company',
  aboutUs: 'About Us',
  contact: { section: 'contact', label: 'Contact' } satisfies SectionNavItem,
  legalHeading: 'Legal',
  supportLabel: 'Support',
  officeLabel: 'Office',
} as const;

export const aboutCopy = {
  title: `About ${BRAND.productName}`,
  paragraphs: [
    `${BRAND.productName} is a 3D point cloud and surface processing tool for the people who measure and shape the ground: surveyors, miners, civil engineers, GIS professionals and environmental monitors, along with hydrological and construction teams.`,
    'It brings over 25 specialised tools to each area of the job: cleaning and thinning point clouds, building and refining surface meshes, analysing water flow, comparing surfaces and calculating volumes, generating contours, and cutting profiles and cross-sections through several surfaces at once.',
    `It reads the formats field crews and designers already use (LAS, LAZ, XYZ, CSV, TXT, DXF, OBJ, STL, PLY, VTK, shapefiles and ASC) and exports results to DXF, ASC and LAS, so its output drops straight into your CAD and GIS software.`,
    `${BRAND.productName} is developed and supported from ${BRAND.officeCity}. You can try every tool free for ${TRIAL_DAYS} days, and our team answers questions at ${BRAND.supportEmail}.`,
  ],
  closeAction: 'Close',
} as const;

/** Labels of the generic UI pieces (notifications, dialogs, spinners). */
export const uiCopy = {
  toastRegion: 'Notifications (F8)',
  toastClose: 'Close notification',
  dialogClose: 'Close dialog',
  loading: 'Loading',
  paging: {
    label: (what: string) => `${what} pages`,
    previous: 'Previous',
    next: 'Next',
    summary: (page: number, pages: number, total: number) => `Page ${page} of ${pages}, ${total} in all`,
    /** More rows than the server counts (COUNT_CAP): "Page 3, 1,000+ in all". */
    summaryCapped: (page: number, atLeast: number) => `Page ${page}, ${atLeast.toLocaleString('en-US')}+ in all`,
  },
} as const;

/** What search engines and link previews say about the product as a whole. */
export const seoCopy = {
  productDescription: `${BRAND.productName} is a 3D point cloud and surface processing tool for surveyors, miners, civil engineers and GIS professionals: point cloud processing, surface modelling, water flow analysis, surface compare and volumes, contour generation and profile tools.`,
  applicationSubCategory: '3D point cloud and surface processing',
} as const;
