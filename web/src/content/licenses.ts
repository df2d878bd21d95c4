import { BRAND, TRIAL_DAYS, type LicenseDisplayStatus } from '@pointforge/domain';

/**
 * Copy of the dashboard's Licenses tab: the licence list, the free trial and the installer
 * download behind the captcha. Strings quoted in SITE-SPEC.md (the toasts and errors of
 * section 8) are requirements, kept to the letter.
 */

export const licenseListCopy = {
  heading: 'Your Licenses',
  intro: 'Your license keys, their status and when they expire.',
  loading: 'Loading your licenses',
  loadFailure: 'Your licenses could not be loaded. Please try again.',
  retry: 'Try Again',
  retrying: 'Trying again...',
  empty: 'Your account holds no licenses yet.',
  explanation: 'Trial and paid licenses will appear here, with their keys, status and expiry dates.',
  viewPlans: 'View Plans',
  /** The line that headlines the current licence (SITE-SPEC section 4, Current licence pick). */
  currentStatus: 'Current license status',
  currentBadge: 'Current',
  /** Shown when the current licence is expired or inactive. */
  noRunningLicense: `None of your licenses is active. Choose a plan to keep using ${BRAND.productName}.`,
  keyLabel: 'License key',
  planLabel: 'Plan',
  expiresLabel: 'Expires',
  /** The people the licence covers (seats are people, each with a few devices). */
  seatsLabel: 'Seats',
  devicesPerSeatLabel: 'Devices per person',
  /** Each licence's heading: "Trial license". */
  licenseTitle: (planName: string) => `${planName} license`,
  /** While the current licence is a running trial, above the list. */
  trialEnds: (days: number) => `Your free trial ends in ${days} ${days === 1 ? 'day' : 'days'}.`,
  trialUpgradeText: `Choose a plan to keep using ${BRAND.productName} after the trial ends.`,
  upgrade: 'Upgrade',
  daysRemaining: (days: number) => `${days} ${days === 1 ? 'day' : 'days'} remaining`,
} as const;

/** The signed-in person's devices on a licence (each person has a few) and their Release. */
export const deviceCopy = {
  /** The heading of a person's devices on a licence: "Your devices 1 of 2". */
  heading: (used: number, allowed: number) => `Your devices ${used} of ${allowed}`,
  empty: `No device uses this license yet. It is activated when you enter the key in ${BRAND.productName} on a computer.`,
  /** A member's licence: no key to enter. */
  memberEmpty: `No device uses this license yet. It is activated when you sign in to ${BRAND.productName} on a computer.`,
  platformLabel: 'Platform',
  appVersionLabel: 'App version',
  activatedLabel: 'Activated',
  lastSeenLabel: 'Last seen',
  /** The end of the licence file the computer holds: it works without internet until then. */
  offlineUntilLabel: 'Works offline until',
  /** The app on it is behind the latest stable release of its platform. */
  updateAvailable: (version: string) => `Update available: ${version}`,
  /** When the app did not report its version. */
  unknown: 'Not reported',
  release: 'Release',
  dialog: { title: 'Release this device?', cancel: 'Keep Device', confirm: 'Release Device', busy: 'Releasing...' },
  dialogText: (deviceName: string) =>
    `${deviceName} stops using this license, so another of your computers can take its place. ${BRAND.productName} on it asks for a license again the next time it checks in.`,
  success: { title: 'Device released', description: 'Another of your computers can take its place.' },
  releaseFailure: { title: 'Release failed', description: 'Could not release the device. Please try again.' },
  releaseFailureLog: 'Releasing the device failed',
} as const;

export const licenseStatusCopy = {
  Active: 'Active',
  Expired: 'Expired',
  Inactive: 'Inactive',
} as const satisfies Record<LicenseDisplayStatus, string>;

export const licenseKeyCopy = {
  copy: 'Copy Key',
  copied: 'Copied!',
  download: 'Download Key',
  copySuccess: { title: 'License Key Copied', description: 'The license key is on your clipboard.' },
  copyFailure: {
    title: 'Copy Failed',
    description: 'Could not copy the license key. Please select it and copy it by hand.',
  },
  copyFailureLog: 'Copying the license key failed',
  downloadSuccess: {
    title: 'License Key Downloaded',
    description: (fileName: string) => `Saved as ${fileName}.`,
  },
} as const;

export const trialCopy = {
  heading: `Start your free ${TRIAL_DAYS}-day trial`,
  text: `Try every ${BRAND.productName} tool free for ${TRIAL_DAYS} days: full access, single user, no credit card required. The license key is also sent to your email.`,
  start: 'Start Free Trial',
  starting: 'Starting trial...',
  success: {
    title: 'Trial activated',
    description: `Your ${TRIAL_DAYS}-day trial license has been generated and sent to your email.`,
  },
  notAvailable: { title: 'Trial Not Available' },
  statusUnavailable: {
    title: 'Network Error',
    description: 'Could not retrieve license status. Please refresh and try again.',
  },
  failure: {
    title: 'Trial Generation Failed',
    description: 'Failed to generate trial license. Please try again later.',
  },
  failureLog: 'Starting the trial failed',
} as const;

export const installerCopy = {
  heading: 'Desktop installer',
  /** The platforms offered, in words: "Windows", "Windows, macOS, or Linux". */
  intro: (platforms: string) => `Download ${BRAND.productName} for ${platforms}. You will be asked to confirm you are human first.`,
  loading: 'Loading the installers',
  versionLabel: 'Version',
  releasedLabel: 'Released',
  download: 'Download',
  /** After Download, for assistive tech, when several platforms are offered. */
  downloadFor: (platform: string) => ` for ${platform}`,
  verifyHint: 'Before you run the installer, you can check that its SHA-256 checksum matches the one shown here.',
  dialog: {
    title: 'Download the installer',
    description: 'Complete the verification below, then start the download.',
    cancel: 'Cancel',
    confirm: 'Download',
    busy: 'Preparing download...',
  },
  loadingChallenge: 'Loading verification challenge',
  testMode: {
    label: 'Captcha test mode — I am human',
    note: 'This site runs without a captcha provider (development and tests): ticking the box passes the check.',
  },
  captchaError: { title: 'CAPTCHA Error', description: 'Failed to load verification challenge. Please try again.' },
  captchaErrorLog: 'The captcha challenge failed',
  failure: { title: 'Download failed', description: 'Could not download the installer. Please try again later.' },
  failureLog: 'The installer download failed',
  /** What the answer's downloadUrl can be wrong with (SITE-SPEC sections 5 and 8). */
  urlProblems: {
    missing: 'Download URL missing from server response',
    invalid: 'Invalid download URL received',
    format: 'Invalid URL format received from server',
  },
} as const;
