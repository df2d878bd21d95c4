import { TRIAL_DAYS } from '../../catalog/constants';

/**
 * Every user-facing message of the licence and download use cases and endpoints. Copy
 * quoted in SITE-SPEC.md is kept to the letter; the rest follows its tone.
 */
export const LICENSING_MESSAGES = {
  // Success answers the API sends.
  trialStarted: `Your ${TRIAL_DAYS}-day trial license has been generated and sent to your email.`,

  // Errors.
  trialNotAvailable: 'You already have a license. Trial licenses are only available for new users.',
  trialNeedsVerifiedEmail: 'Please verify your email before starting a trial.',
  captchaMissing: 'Please complete the captcha first.',
  captchaFailed: 'Captcha verification failed. Please try again.',
  captchaUnavailable: 'We could not check the captcha right now. Please try again later.',
  downloadLinkInvalid: 'This download link is invalid. Please start the download again from your dashboard.',
  downloadLinkExpired: 'This download link has expired. Please start the download again from your dashboard.',
  downloadFileMissing: 'The installer is not available right now. Please try again later.',
} as const;

export type LicensingMessageKey = keyof typeof LICENSING_MESSAGES;
