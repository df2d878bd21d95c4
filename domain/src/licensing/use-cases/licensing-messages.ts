import { TRIAL_DAYS } from '../../catalog/constants';
import { formatLongUsDate } from '../../catalog/format';
import { OFFLINE_REQUEST_LIFETIME_DAYS } from '../offline/activation-request';

/**
 * Every user-facing message of the licence and download use cases and endpoints. Copy
 * quoted in SITE-SPEC.md is kept to the letter; the rest follows its tone.
 */
export const LICENSING_MESSAGES = {
  // Success answers the API sends.
  trialStarted: `Your ${TRIAL_DAYS}-day trial license has been generated and sent to your email.`,
  deviceReleased: 'The device was released. Its seat is free for another computer.',
  memberInvited: 'Invitation sent.',
  invitationResent: 'Invitation sent again. The new link works for 7 days.',
  invitationRevoked: 'Invitation revoked.',
  memberRemoved: 'Member removed. Their devices were released and the seat is free.',
  licenseLeft: 'You left the license. Your devices on it were released.',
  invitationAccepted: 'Welcome to the team. The license is now in your dashboard.',
  offlineActivated: 'The device is activated. Copy the license file to it to finish.',
  offlineDeactivated: 'The device was deactivated. Its seat is free for another computer.',

  // Errors.
  trialNotAvailable: 'You already have a license. Trial licenses are only available for new users.',
  trialNeedsVerifiedEmail: 'Please verify your email before starting a trial.',
  captchaMissing: 'Please complete the captcha first.',
  captchaFailed: 'Captcha verification failed. Please try again.',
  captchaUnavailable: 'We could not check the captcha right now. Please try again later.',
  downloadLinkInvalid: 'This download link is invalid. Please start the download again from your dashboard.',
  downloadLinkExpired: 'This download link has expired. Please start the download again from your dashboard.',
  downloadFileMissing: 'The installer is not available right now. Please try again later.',
  // The desktop licence API (activate, validate, deactivate).
  licenseNotFound: 'This license key does not exist.',
  licenseExpired: 'This license has expired.',
  licenseSuspended: 'This license is suspended.',
  machineNotActivated: 'This device is not activated for this license.',
  trialUsedOnMachine: 'This device has already used its free trial.',
  // The dashboard's devices.
  ownLicenseNotFound: 'We could not find this license in your account.',
  deviceNotFound: 'This device is no longer activated on this license.',
  // Teams: members and invitations.
  ownerOnly: 'Only the license owner can manage its members.',
  alreadyMember: 'This person already holds a seat on this license.',
  alreadyInvited: 'This person already has an invitation to this license. Use Resend to send it again.',
  invitationInvalid: 'This invitation has expired or was already used. Ask the license owner for a new one.',
  invitationNotFound: 'This invitation is no longer pending.',
  memberNotFound: 'This person is no longer a member of this license.',
  ownerCannotLeave: 'You own this license, so you cannot leave it.',
  // Air-gapped activation and deactivation.
  offlineRequestInvalid: 'This is not a PointForge activation request file. Upload the file the app saved, unchanged.',
  offlineRequestWrongKey: 'This activation request is for another license.',
  offlineRequestFromTheFuture: 'This activation request is dated in the future. Check the date and time of the computer that made it, then make a new one.',
  offlineRequestExpired: `This activation request has expired. Make a new one in the app; a request works for ${OFFLINE_REQUEST_LIFETIME_DAYS} days.`,
  offlineRequestUsed: 'This activation request was already used. Make a new one in the app.',
  offlineDeviceNeedsCode: (offlineUntil: Date) =>
    `This computer was activated offline, and its license file runs until ${formatLongUsDate(offlineUntil)}. To free its seat sooner, deactivate it in the app and enter the deactivation code it shows under Release an offline computer.`,
  deactivationCodeInvalid: 'This deactivation code does not match a device on this license. Check the code the app shows and try again.',
} as const;

/** The refusal of an invitation past the licence's seats (the owner, members and pending invitations), with the real number. */
export function seatsFullMessage(seats: number): string {
  const taken = seats === 1 ? 'The 1 seat of this license is taken.' : `All ${seats} seats of this license are taken.`;
  return `${taken} Remove a member or revoke an invitation first.`;
}

/** The refusal of an activation past the person's devices on the licence, with the real numbers. */
export function tooManyMachinesMessage(devicesUsed: number, devicesPerSeat: number): string {
  return `This license is already active on ${devicesUsed} of the ${devicesPerSeat} ${devicesPerSeat === 1 ? 'device' : 'devices'} you may use. Release one in your dashboard.`;
}

export type LicensingMessageKey = keyof typeof LICENSING_MESSAGES;
