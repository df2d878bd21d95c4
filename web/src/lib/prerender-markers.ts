/**
 * Attributes the prerender writes and the browser entry reads. The build script
 * (web/scripts/prerender.mjs) spells the same names.
 */

/** On #root: the path the HTML inside was rendered for. */
export const PRERENDERED_ROUTE_ATTRIBUTE = 'data-prerendered-route';
/** On each <head> tag a prerendered page added (title, meta, canonical link, JSON-LD). */
export const PRERENDERED_HEAD_ATTRIBUTE = 'data-prerendered-head';

/** Paths equal up to a trailing slash ("/features" and "/features/"). */
export function samePath(a: string, b: string): boolean {
  const trim = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
  return trim(a) === trim(b);
}
