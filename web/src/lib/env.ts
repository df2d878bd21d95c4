import { BRAND } from '@pointforge/domain';

function withoutTrailingSlash(value: string): string {
  return value.replace(/\/+$/, '');
}

function readEnv(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/**
 * Where the API lives. Empty means the page's own origin (the API serves the SPA); a
 * separate web host sets VITE_API_ORIGIN at build time and the API allow-lists it (CORS).
 */
export const API_ORIGIN = withoutTrailingSlash(readEnv(import.meta.env.VITE_API_ORIGIN) ?? '');

/**
 * The public origin of the site, for canonical links, Open Graph URLs and the sitemap.
 * Fixed at build time because prerendered pages carry it in their HTML.
 */
export const SITE_ORIGIN = withoutTrailingSlash(readEnv(import.meta.env.VITE_SITE_ORIGIN) ?? BRAND.defaultSiteOrigin);
