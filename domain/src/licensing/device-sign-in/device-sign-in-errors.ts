import { DomainError } from '../../shared/domain-error';

/** The codes of the web approval routes and the desktop API's bearer credential. */
export const DEVICE_SIGN_IN_ERROR_CODES = {
  userCodeInvalid: 'OAUTH.USER_CODE_INVALID',
  /** Bare like the desktop API's other codes: the access token is unknown, expired or revoked. */
  invalidToken: 'INVALID_TOKEN',
  /** Bare too: the token belongs to another computer. */
  fingerprintMismatch: 'FINGERPRINT_MISMATCH',
} as const;

export const DEVICE_SIGN_IN_MESSAGES = {
  userCodeInvalid: 'That code is not valid or has expired. Check the code in PointForge, or start again there.',
  approved: 'PointForge is signed in on that device. You can return to the app.',
  denied: 'The sign-in was denied. PointForge on that device stays signed out.',
  invalidToken: "This device's sign-in has expired or was revoked. Sign in again in PointForge.",
  fingerprintMismatch: 'This sign-in belongs to another device. Sign in again on this one.',
} as const;

export function userCodeInvalidError(): DomainError {
  return new DomainError('not_found', DEVICE_SIGN_IN_ERROR_CODES.userCodeInvalid, DEVICE_SIGN_IN_MESSAGES.userCodeInvalid);
}

export function invalidTokenError(): DomainError {
  return new DomainError('unauthenticated', DEVICE_SIGN_IN_ERROR_CODES.invalidToken, DEVICE_SIGN_IN_MESSAGES.invalidToken);
}

export function fingerprintMismatchError(): DomainError {
  return new DomainError('forbidden', DEVICE_SIGN_IN_ERROR_CODES.fingerprintMismatch, DEVICE_SIGN_IN_MESSAGES.fingerprintMismatch);
}

/**
 * The token endpoint's errors, as RFC 6749 §5.2 and RFC 8628 §3.5 spell them. They are
 * answers of the protocol, not refusals of the platform, so the token use cases return them.
 */
export type TokenErrorCode =
  'invalid_request' | 'invalid_client' | 'invalid_grant' | 'unsupported_grant_type' | 'authorization_pending' | 'slow_down' | 'access_denied' | 'expired_token';

export interface TokenError {
  ok: false;
  error: TokenErrorCode;
  description: string;
}

export function tokenError(error: TokenErrorCode, description: string): TokenError {
  return { ok: false, error, description };
}
