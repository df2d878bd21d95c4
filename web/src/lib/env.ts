import { SITE_ORIGIN_PLACEHOLDER } from '@pointforge/domain';

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

/** The name of the head's meta tag that carries the site's origin (web/scripts/prerender.mjs writes it into every page). */
export const SITE_ORIGIN_META_NAME = 'site-origin';

/**
 * The public origin of the site, for canonical links, Open Graph URLs and JSON-LD. Pages are
 * prerendered with SITE_ORIGIN_PLACEHOLDER, which the API replaces with its SITE_ORIGIN in
 * every page it serves, the site-origin meta tag included, which the browser reads here, so
 * the app renders the links the served HTML has. Where nothing replaced it (the Vite dev
 * server), the page's own origin stands in.
 */
export const SITE_ORIGIN = typeof document === 'undefined' ? SITE_ORIGIN_PLACEHOLDER : servedSiteOrigin();

function servedSiteOrigin(): string {
  const served = readEnv(document.querySelector<HTMLMetaElement>(`meta[name="${SITE_ORIGIN_META_NAME}"]`)?.content);
  return served === undefined || served === SITE_ORIGIN_PLACEHOLDER ? window.location.origin : withoutTrailingSlash(served);
}
