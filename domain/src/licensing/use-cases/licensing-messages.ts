import { TRIAL_DAYS } from '../../catalog/constants';

/**
 * Every user-facing message of the licence and download use cases and endpoints. Copy
 * quoted in SITE-SPEC.md is kept to the letter; the rest follows its tone.
 */
export const LICENSING_MESSAGES = {
  // Success answers the API sends.
  trialStarted: `Your ${TRIAL_DAYS}-day trial license has been generated and sent to your email.`,
  deviceReleased: 'The device was released. Its seat is free for another computer.',

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
} as const;

/** The refusal of an activation past the person's devices on the licence, with the real numbers. */
export function tooManyMachinesMessage(devicesUsed: number, devicesPerSeat: number): string {
  return `This license is already active on ${devicesUsed} of the ${devicesPerSeat} ${devicesPerSeat === 1 ? 'device' : 'devices'} you may use. Release one in your dashboard.`;
}

export type LicensingMessageKey = keyof typeof LICENSING_MESSAGES;
