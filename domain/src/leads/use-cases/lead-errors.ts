import { DomainError, type FieldError } from '../../shared/domain-error';

/** The codes of every error the lead use cases and pipeline throw (rate limits use the shared `HTTP.RATE_LIMITED`). */
export const LEAD_ERROR_CODES = {
  demoRequestInvalid: 'LEADS.DEMO_REQUEST_INVALID',
  contactMessageInvalid: 'LEADS.CONTACT_MESSAGE_INVALID',
  notFound: 'LEADS.NOT_FOUND',
  statusInvalid: 'LEADS.STATUS_INVALID',
  illegalMove: 'LEADS.ILLEGAL_STATUS_MOVE',
  changedMeanwhile: 'LEADS.CHANGED_MEANWHILE',
} as const;

/** A lead form that breaks its rules; `errors` names each field, the first message leads. */
export function leadInvalidError(code: string, errors: FieldError[]): DomainError {
  return new DomainError('invalid', code, errors[0]?.message ?? 'The form is invalid.', { errors });
}
