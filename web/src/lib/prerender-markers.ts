/**
 * Attributes the prerender writes and the browser entry reads. The build script
 * (web/scripts/prerender.mjs) spells the same names.
 */

/** On #root: the path the HTML inside was rendered for. */
export const PRERENDERED_ROUTE_ATTRIBUTE = 'data-prerendered-route';
/**
 * On #root of a page whose content depends on the query string (the sign-in banners of
 * /login?verified=true): its HTML was rendered for the address without one, and only fits that.
 */
export const PRERENDERED_WITHOUT_QUERY_ATTRIBUTE = 'data-prerendered-without-query';
/** On #root: the app's and the page's scripts, space-separated, for the boot module to preload when it starts the app. */
export const PAGE_SCRIPTS_ATTRIBUTE = 'data-page-scripts';
/** On each <head> tag a prerendered page added (title, meta, canonical link, JSON-LD). */
export const PRERENDERED_HEAD_ATTRIBUTE = 'data-prerendered-head';

/** Paths equal up to a trailing slash ("/features" and "/features/"). */
export function samePath(a: string, b: string): boolean {
  const trim = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
  return trim(a) === trim(b);
}

/**
 * Whether the prerendered HTML in `container` is the page at `location`, so the app adopts
 * (hydrates) it. Served for any other address (as the fallback), it is discarded instead.
 */
export function isPrerenderedFor(container: Element, location: Pick<Location, 'pathname' | 'search'>): boolean {
  const renderedFor = container.getAttribute(PRERENDERED_ROUTE_ATTRIBUTE);
  if (renderedFor === null || !samePath(renderedFor, location.pathname)) return false;
  return location.search === '' || !container.hasAttribute(PRERENDERED_WITHOUT_QUERY_ATTRIBUTE);
}
