/**
 * The brand file: the one place that names the product and its public addresses. Every
 * `{product}` and `{email}` on the site and in email comes from here. The site's own origin
 * is not here: deployments set SITE_ORIGIN, and the API puts it into the pages it serves.
 */
export interface Brand {
  productName: string;
  supportEmail: string;
  salesEmail: string;
  officeCity: string;
}

export const BRAND: Brand = {
  productName: 'PointForge',
  supportEmail: 'support@pointforge.example',
  salesEmail: 'sales@pointforge.example',
  officeCity: 'Cape Town, South Africa',
};

/**
 * What the built pages, sitemap and robots.txt carry where the site's origin belongs. The API
 * replaces it with its SITE_ORIGIN as it serves them (api/src/web/site-origin-copies.ts), so
 * one build serves any origin. A `.invalid` name never resolves (RFC 2606).
 */
export const SITE_ORIGIN_PLACEHOLDER = 'https://site-origin.invalid';
