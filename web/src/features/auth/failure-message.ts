import { ApiError } from '../../lib/api-client';

/**
 * The server's own message about a failed call, or undefined when there is none: no
 * answer at all (network failure) or a reply without the API's failure envelope (a proxy
 * error page), for which each page has its own fallback wording.
 */
export function serverMessage(error: unknown): string | undefined {
  if (error instanceof ApiError && error.status > 0 && error.code) return error.message;
  return undefined;
}
