/**
 * The kind of failure, independent of any transport. The API maps each kind to one HTTP
 * status in a single table; the domain never speaks HTTP. `invalid` is a request of the wrong
 * shape; `unprocessable` one of the right shape whose content cannot be acted on (an upload
 * that is no activation request, a code that frees no device).
 */
export type DomainErrorKind =
  'invalid' | 'unprocessable' | 'unauthenticated' | 'forbidden' | 'not_found' | 'conflict' | 'rate_limited' | 'provider_failed' | 'unavailable';

export interface FieldError {
  field: string;
  message: string;
}

/**
 * Every failure a use case reports. `code` is stable and machine-readable
 * (`ACCOUNTS.EMAIL_NOT_VERIFIED`); `message` is the user-facing copy.
 */
export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    readonly code: string,
    message: string,
    readonly details: { errors?: FieldError[]; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'DomainError';
  }
}
