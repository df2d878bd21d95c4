import { ACCOUNT_ERROR_CODES } from '../../accounts/use-cases/account-errors';
import { DomainError } from '../../shared/domain-error';
import { LICENSING_MESSAGES, seatsFullMessage, tooManyMachinesMessage } from './licensing-messages';

/** The codes of every error the licence and download use cases and routes throw. */
export const LICENSING_ERROR_CODES = {
  trialNotAvailable: 'LICENSING.TRIAL_NOT_AVAILABLE',
  /** The same code as an unverified login, so the web handles one code for "verify first". */
  emailNotVerified: ACCOUNT_ERROR_CODES.emailNotVerified,
  captchaFailed: 'DOWNLOADS.CAPTCHA_FAILED',
  captchaUnavailable: 'DOWNLOADS.CAPTCHA_UNAVAILABLE',
  downloadLinkInvalid: 'DOWNLOADS.LINK_INVALID',
  downloadLinkExpired: 'DOWNLOADS.LINK_EXPIRED',
  downloadFileMissing: 'DOWNLOADS.FILE_NOT_FOUND',
  /** The dashboard's device routes: no such licence of the caller's (another user's reads the same). */
  licenseNotFound: 'LICENSING.LICENSE_NOT_FOUND',
  deviceNotFound: 'LICENSING.DEVICE_NOT_FOUND',
  /** A member asked for what only the licence's owner may do (its members, invitations). */
  ownerOnly: 'LICENSING.OWNER_ONLY',
  seatsFull: 'LICENSING.SEATS_FULL',
  alreadyMember: 'LICENSING.ALREADY_MEMBER',
  alreadyInvited: 'LICENSING.ALREADY_INVITED',
  /** An invitation link that is unknown, expired, revoked or used. */
  invitationInvalid: 'LICENSING.INVITATION_INVALID',
  invitationNotFound: 'LICENSING.INVITATION_NOT_FOUND',
  memberNotFound: 'LICENSING.MEMBER_NOT_FOUND',
  ownerCannotLeave: 'LICENSING.OWNER_CANNOT_LEAVE',
  /** Air-gapped activation: an upload that is no activation request of this licence, or one past its week, or one used already. */
  offlineRequestInvalid: 'LICENSING.OFFLINE_REQUEST_INVALID',
  offlineRequestExpired: 'LICENSING.OFFLINE_REQUEST_EXPIRED',
  offlineRequestUsed: 'LICENSING.OFFLINE_REQUEST_USED',
  /** An offline deactivation code that frees none of the caller's devices on the licence. */
  deactivationCodeInvalid: 'LICENSING.DEACTIVATION_CODE_INVALID',
  /** Release of a device whose air-gapped file still runs: only its deactivation code frees it. */
  offlineDeviceNeedsCode: 'LICENSING.OFFLINE_DEVICE_NEEDS_CODE',
} as const;

/**
 * The codes of the desktop licence API, bare as its public contract spells them (a desktop
 * client switches on them): validate answers one of the first five in its body, and
 * activate and deactivate refuse with them.
 */
export const DESKTOP_LICENSE_CODES = {
  valid: 'VALID',
  notFound: 'NOT_FOUND',
  expired: 'EXPIRED',
  suspended: 'SUSPENDED',
  notActivated: 'NOT_ACTIVATED',
  tooManyMachines: 'TOO_MANY_MACHINES',
  trialUsed: 'TRIAL_USED',
} as const;

/** What validate answers in `code`. */
export type LicenseValidationCode = (typeof DESKTOP_LICENSE_CODES)['valid' | 'notFound' | 'expired' | 'suspended' | 'notActivated'];

export function licenseNotFoundError(): DomainError {
  return new DomainError('not_found', DESKTOP_LICENSE_CODES.notFound, LICENSING_MESSAGES.licenseNotFound);
}

export function licenseExpiredError(): DomainError {
  return new DomainError('forbidden', DESKTOP_LICENSE_CODES.expired, LICENSING_MESSAGES.licenseExpired);
}

export function licenseSuspendedError(): DomainError {
  return new DomainError('forbidden', DESKTOP_LICENSE_CODES.suspended, LICENSING_MESSAGES.licenseSuspended);
}

export function machineNotActivatedError(): DomainError {
  return new DomainError('not_found', DESKTOP_LICENSE_CODES.notActivated, LICENSING_MESSAGES.machineNotActivated);
}

export function tooManyMachinesError(devicesUsed: number, devicesPerSeat: number): DomainError {
  return new DomainError('conflict', DESKTOP_LICENSE_CODES.tooManyMachines, tooManyMachinesMessage(devicesUsed, devicesPerSeat));
}

export function trialUsedOnMachineError(): DomainError {
  return new DomainError('forbidden', DESKTOP_LICENSE_CODES.trialUsed, LICENSING_MESSAGES.trialUsedOnMachine);
}

export function ownLicenseNotFoundError(): DomainError {
  return new DomainError('not_found', LICENSING_ERROR_CODES.licenseNotFound, LICENSING_MESSAGES.ownLicenseNotFound);
}

export function deviceNotFoundError(): DomainError {
  return new DomainError('not_found', LICENSING_ERROR_CODES.deviceNotFound, LICENSING_MESSAGES.deviceNotFound);
}

export function trialNotAvailableError(): DomainError {
  return new DomainError('conflict', LICENSING_ERROR_CODES.trialNotAvailable, LICENSING_MESSAGES.trialNotAvailable);
}

export function trialNeedsVerifiedEmailError(): DomainError {
  return new DomainError('forbidden', LICENSING_ERROR_CODES.emailNotVerified, LICENSING_MESSAGES.trialNeedsVerifiedEmail);
}

/** The provider looked at the token and refused it (wrong, expired or already used). */
export function captchaFailedError(): DomainError {
  return new DomainError('invalid', LICENSING_ERROR_CODES.captchaFailed, LICENSING_MESSAGES.captchaFailed);
}

/** The provider could not be asked (network, timeout, 5xx, our own configuration refused). */
export function captchaUnavailableError(): DomainError {
  return new DomainError('provider_failed', LICENSING_ERROR_CODES.captchaUnavailable, LICENSING_MESSAGES.captchaUnavailable);
}

/** A download link whose signature does not match what it names: tampered with or made up. */
export function downloadLinkInvalidError(): DomainError {
  return new DomainError('forbidden', LICENSING_ERROR_CODES.downloadLinkInvalid, LICENSING_MESSAGES.downloadLinkInvalid);
}

export function downloadLinkExpiredError(): DomainError {
  return new DomainError('forbidden', LICENSING_ERROR_CODES.downloadLinkExpired, LICENSING_MESSAGES.downloadLinkExpired);
}

export function downloadFileMissingError(): DomainError {
  return new DomainError('not_found', LICENSING_ERROR_CODES.downloadFileMissing, LICENSING_MESSAGES.downloadFileMissing);
}

export function ownerOnlyError(): DomainError {
  return new DomainError('forbidden', LICENSING_ERROR_CODES.ownerOnly, LICENSING_MESSAGES.ownerOnly);
}

export function seatsFullError(seats: number): DomainError {
  return new DomainError('conflict', LICENSING_ERROR_CODES.seatsFull, seatsFullMessage(seats));
}

export function alreadyMemberError(): DomainError {
  return new DomainError('conflict', LICENSING_ERROR_CODES.alreadyMember, LICENSING_MESSAGES.alreadyMember);
}

export function alreadyInvitedError(): DomainError {
  return new DomainError('conflict', LICENSING_ERROR_CODES.alreadyInvited, LICENSING_MESSAGES.alreadyInvited);
}

export function invitationInvalidError(): DomainError {
  return new DomainError('not_found', LICENSING_ERROR_CODES.invitationInvalid, LICENSING_MESSAGES.invitationInvalid);
}

export function invitationNotFoundError(): DomainError {
  return new DomainError('not_found', LICENSING_ERROR_CODES.invitationNotFound, LICENSING_MESSAGES.invitationNotFound);
}

export function memberNotFoundError(): DomainError {
  return new DomainError('not_found', LICENSING_ERROR_CODES.memberNotFound, LICENSING_MESSAGES.memberNotFound);
}

export function offlineRequestInvalidError(message: string = LICENSING_MESSAGES.offlineRequestInvalid): DomainError {
  return new DomainError('unprocessable', LICENSING_ERROR_CODES.offlineRequestInvalid, message);
}

export function offlineRequestExpiredError(): DomainError {
  return new DomainError('unprocessable', LICENSING_ERROR_CODES.offlineRequestExpired, LICENSING_MESSAGES.offlineRequestExpired);
}

export function offlineRequestUsedError(): DomainError {
  return new DomainError('conflict', LICENSING_ERROR_CODES.offlineRequestUsed, LICENSING_MESSAGES.offlineRequestUsed);
}

export function deactivationCodeInvalidError(): DomainError {
  return new DomainError('unprocessable', LICENSING_ERROR_CODES.deactivationCodeInvalid, LICENSING_MESSAGES.deactivationCodeInvalid);
}

export function ownerCannotLeaveError(): DomainError {
  return new DomainError('conflict', LICENSING_ERROR_CODES.ownerCannotLeave, LICENSING_MESSAGES.ownerCannotLeave);
}

/** Release of an air-gapped computer whose file runs until `offlineUntil`: only its deactivation code frees it sooner. */
export function offlineDeviceNeedsCodeError(offlineUntil: Date): DomainError {
  return new DomainError('conflict', LICENSING_ERROR_CODES.offlineDeviceNeedsCode, LICENSING_MESSAGES.offlineDeviceNeedsCode(offlineUntil));
}
