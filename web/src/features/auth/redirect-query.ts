import { DEFAULT_AFTER_LOGIN } from '@pointforge/domain';

/**
 * `path` carrying the sign-in's destination on to the next page of the way in (log in →
 * register → verify → log in), as its `redirect` query; nothing is added for the dashboard,
 * where a sign-in leads anyway. `target` has passed redirectTarget's rule.
 */
export function withRedirect(path: string, target: string): string {
  if (target === DEFAULT_AFTER_LOGIN) return path;
  return `${path}${path.includes('?') ? '&' : '?'}redirect=${encodeURIComponent(target)}`;
}
