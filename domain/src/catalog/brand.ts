/**
 * The brand file: the one place that names the product and its public addresses. Every
 * `{product}` and `{email}` on the site and in email comes from here. The site origin is
 * only a default; deployments set SITE_ORIGIN.
 */
export interface Brand {
  productName: string;
  supportEmail: string;
  salesEmail: string;
  officeCity: string;
  defaultSiteOrigin: string;
}

export const BRAND: Brand = {
  productName: 'PointForge',
  supportEmail: 'support@pointforge.example',
  salesEmail: 'sales@pointforge.example',
  officeCity: 'Cape Town, South Africa',
  defaultSiteOrigin: 'http://localhost:3000',
};
