import type { DomainErrorKind } from '@pointforge/domain';

/** The one place a domain failure becomes an HTTP status. */
export const HTTP_STATUS_BY_ERROR_KIND: Readonly<Record<DomainErrorKind, number>> = {
  invalid: 400,
  unprocessable: 422,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
  provider_failed: 502,
  unavailable: 503,
};

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong. Please try again.';

/** While the database is unreachable: the request is fine, the moment is not. */
export const SERVICE_UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again in a moment.';

/** A database restart or failover usually takes seconds; clients retry after this many. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
