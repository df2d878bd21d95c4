import { DomainError, type FieldError } from '../../shared/domain-error';
import { ACCOUNT_MESSAGES } from './account-messages';

/** The codes of every error the account use cases throw. */
export const ACCOUNT_ERROR_CODES = {
  emailInvalid: 'ACCOUNTS.EMAIL_INVALID',
  /** Thrown by UserRepositoryPort.create; the use cases turn it into the "already registered" path. */
  emailTaken: 'ACCOUNTS.EMAIL_TAKEN',
  profileInvalid: 'ACCOUNTS.PROFILE_INVALID',
  passwordTooShort: 'ACCOUNTS.PASSWORD_TOO_SHORT',
  passwordTooLong: 'ACCOUNTS.PASSWORD_TOO_LONG',
  passwordTooCommon: 'ACCOUNTS.PASSWORD_TOO_COMMON',
  passwordBlank: 'ACCOUNTS.PASSWORD_BLANK',
  passwordUnchanged: 'ACCOUNTS.PASSWORD_UNCHANGED',
  invalidCredentials: 'ACCOUNTS.INVALID_CREDENTIALS',
  emailNotVerified: 'ACCOUNTS.EMAIL_NOT_VERIFIED',
  verificationTokenInvalid: 'ACCOUNTS.VERIFICATION_TOKEN_INVALID',
  resetTokenInvalid: 'ACCOUNTS.RESET_TOKEN_INVALID',
  currentPasswordIncorrect: 'ACCOUNTS.CURRENT_PASSWORD_INCORRECT',
  userNotFound: 'ACCOUNTS.USER_NOT_FOUND',
  twoFactorCodeInvalid: 'ACCOUNTS.TWO_FACTOR_CODE_INVALID',
  loginChallengeInvalid: 'ACCOUNTS.LOGIN_CHALLENGE_INVALID',
  twoFactorAlreadyEnabled: 'ACCOUNTS.TWO_FACTOR_ALREADY_ENABLED',
  twoFactorNotEnabled: 'ACCOUNTS.TWO_FACTOR_NOT_ENABLED',
  twoFactorEnrolmentMissing: 'ACCOUNTS.TWO_FACTOR_ENROLMENT_MISSING',
  reauthenticationRequired: 'ACCOUNTS.REAUTHENTICATION_REQUIRED',
} as const;

export function emailInvalidError(field = 'email'): DomainError {
  const message = ACCOUNT_MESSAGES.emailInvalid;
  return new DomainError('invalid', ACCOUNT_ERROR_CODES.emailInvalid, message, { errors: [{ field, message }] });
}

/** A profile field (name, company) that breaks its rule; `errors` names each field. */
export function profileInvalidError(errors: FieldError[]): DomainError {
  return new DomainError('invalid', ACCOUNT_ERROR_CODES.profileInvalid, errors[0]?.message ?? 'Invalid profile.', {
    errors,
  });
}

export function passwordTooShortError(field: string): DomainError {
  return fieldError(ACCOUNT_ERROR_CODES.passwordTooShort, field, ACCOUNT_MESSAGES.passwordTooShort);
}

export function passwordTooLongError(field: string): DomainError {
  return fieldError(ACCOUNT_ERROR_CODES.passwordTooLong, field, ACCOUNT_MESSAGES.passwordTooLong);
}

export function passwordTooCommonError(field: string): DomainError {
  return fieldError(ACCOUNT_ERROR_CODES.passwordTooCommon, field, ACCOUNT_MESSAGES.passwordTooCommon);
}

export function passwordBlankError(field: string): DomainError {
  return fieldError(ACCOUNT_ERROR_CODES.passwordBlank, field, ACCOUNT_MESSAGES.passwordBlank);
}

export function passwordUnchangedError(): DomainError {
  return fieldError(ACCOUNT_ERROR_CODES.passwordUnchanged, 'newPassword', ACCOUNT_MESSAGES.passwordUnchanged);
}

export function currentPasswordIncorrectError(field = 'currentPassword'): DomainError {
  return fieldError(ACCOUNT_ERROR_CODES.currentPasswordIncorrect, field, ACCOUNT_MESSAGES.currentPasswordIncorrect);
}

/** A wrong or reused authenticator code (or recovery code) on a signed-in form; `field` names it. */
export function twoFactorCodeInvalidError(field: string): DomainError {
  return fieldError(ACCOUNT_ERROR_CODES.twoFactorCodeInvalid, field, ACCOUNT_MESSAGES.twoFactorCodeInvalid);
}

/** The second step of a sign-in refused: like a wrong password, a 401. */
export function secondFactorRejectedError(field: string): DomainError {
  const message = ACCOUNT_MESSAGES.twoFactorCodeInvalid;
  return new DomainError('unauthenticated', ACCOUNT_ERROR_CODES.twoFactorCodeInvalid, message, {
    errors: [{ field, message }],
  });
}

/** Unknown, expired and already used pending sign-ins all look the same. */
export function loginChallengeInvalidError(): DomainError {
  return new DomainError('unauthenticated', ACCOUNT_ERROR_CODES.loginChallengeInvalid, ACCOUNT_MESSAGES.loginChallengeInvalid);
}

/** A dangerous action on a session whose last sign-in or confirmation is not recent: a 403 the SPA answers with the confirm dialog. */
export function reauthenticationRequiredError(): DomainError {
  return new DomainError('forbidden', ACCOUNT_ERROR_CODES.reauthenticationRequired, ACCOUNT_MESSAGES.reauthenticationRequired);
}

export function twoFactorAlreadyEnabledError(): DomainError {
  return new DomainError('conflict', ACCOUNT_ERROR_CODES.twoFactorAlreadyEnabled, ACCOUNT_MESSAGES.twoFactorAlreadyEnabled);
}

export function twoFactorNotEnabledError(): DomainError {
  return new DomainError('conflict', ACCOUNT_ERROR_CODES.twoFactorNotEnabled, ACCOUNT_MESSAGES.twoFactorNotEnabled);
}

export function twoFactorEnrolmentMissingError(): DomainError {
  return new DomainError('conflict', ACCOUNT_ERROR_CODES.twoFactorEnrolmentMissing, ACCOUNT_MESSAGES.twoFactorEnrolmentMissing);
}

/** The one answer for an unknown email and a wrong password alike. */
export function invalidCredentialsError(): DomainError {
  return new DomainError('unauthenticated', ACCOUNT_ERROR_CODES.invalidCredentials, ACCOUNT_MESSAGES.invalidCredentials);
}

export function emailNotVerifiedError(): DomainError {
  return new DomainError('forbidden', ACCOUNT_ERROR_CODES.emailNotVerified, ACCOUNT_MESSAGES.emailNotVerified);
}

/** Unknown, expired and already used verification links all look the same. */
export function verificationTokenInvalidError(): DomainError {
  return new DomainError('invalid', ACCOUNT_ERROR_CODES.verificationTokenInvalid, ACCOUNT_MESSAGES.verificationTokenInvalid);
}

/** Unknown, expired, replaced and already used reset links all look the same. */
export function resetTokenInvalidError(): DomainError {
  return new DomainError('invalid', ACCOUNT_ERROR_CODES.resetTokenInvalid, ACCOUNT_MESSAGES.resetTokenInvalid);
}

export function userNotFoundError(): DomainError {
  return new DomainError('not_found', ACCOUNT_ERROR_CODES.userNotFound, ACCOUNT_MESSAGES.userNotFound);
}

export function isEmailTakenError(error: unknown): boolean {
  return error instanceof DomainError && error.code === ACCOUNT_ERROR_CODES.emailTaken;
}

function fieldError(code: string, field: string, message: string): DomainError {
  return new DomainError('invalid', code, message, { errors: [{ field, message }] });
}
