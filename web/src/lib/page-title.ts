import { BRAND } from '@pointforge/domain';

/** The document title for a page: "Page | PointForge", or the product name alone for the home page. */
export function pageTitle(page?: string): string {
  return page ? `${page} | ${BRAND.productName}` : BRAND.productName;
}
