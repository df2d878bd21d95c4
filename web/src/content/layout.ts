import { BRAND } from '@pointforge/domain';

export const layoutCopy = {
  skipLink: 'Skip to main content',
  homeLinkLabel: `${BRAND.productName} home`,
  copyright: (year: number) => `© ${year} ${BRAND.productName}. All rights reserved.`,
} as const;
