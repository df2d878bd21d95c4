import type { DomainErrorKind, FieldError } from '@pointforge/domain';

/** The body of a refused call, word for word as the API's one exception filter writes it. */
export interface RefusalBody {
  success: false;
  code: string;
  message: string;
  errors?: FieldError[];
}

/** A refusal that names no field. */
export function refusal(code: string, message: string): RefusalBody {
  return { success: false, code, message };
}

/** A refusal naming fields (field → message, in the API's order); its own message is the first field's. */
export function fieldRefusal(code: string, fields: Record<string, string>): RefusalBody {
  const errors = Object.entries(fields).map(([field, message]) => ({ field, message }));
  return { ...refusal(code, errors[0]?.message ?? ''), errors };
}

/** The global validation pipe's 400. */
export function validationFailure(fields: Record<string, string>): RefusalBody {
  return fieldRefusal('VALIDATION.FAILED', fields);
}

/** The answer of a route that does not exist. */
export const NOT_FOUND = refusal('HTTP.NOT_FOUND', 'The requested resource was not found.');
export const RATE_LIMITED = refusal('HTTP.RATE_LIMITED', 'Too many attempts. Please try again later.');

/** The status each kind of DomainError answers with: the mapping's unit test and the HTTP test pin the same table. */
export const DOMAIN_ERROR_STATUSES: ReadonlyArray<[DomainErrorKind, number]> = [
  ['invalid', 400],
  ['unprocessable', 422],
  ['unauthenticated', 401],
  ['forbidden', 403],
  ['not_found', 404],
  ['conflict', 409],
  ['rate_limited', 429],
  ['provider_failed', 502],
  ['unavailable', 503],
];
