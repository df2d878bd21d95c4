import { BRAND, RECOVERY_CODE_COUNT, TOTP_CODE_LENGTH } from '@pointforge/domain';

/**
 * Copy of two-factor sign-in: the code step of /login and the Profile tab's "Two-factor
 * authentication" card. Not in SITE-SPEC; it follows the voice of the other sign-in copy.
 */

/** The second-factor field both forms share: the app's code, or a recovery code instead. */
export const secondFactorFieldCopy = {
  code: {
    label: 'Authentication code',
    placeholder: '123456',
    hint: `The ${TOTP_CODE_LENGTH}-digit code your authenticator app shows now.`,
  },
  recoveryCode: {
    label: 'Recovery code',
    placeholder: 'XXXX-XXXX-XXXX-XXXX',
    hint: 'One of the recovery codes you saved. Each code works once.',
  },
  useRecoveryCode: 'Use a recovery code instead',
  useAuthenticatorCode: 'Use your authenticator app instead',
} as const;

export const twoFactorLoginCopy = {
  title: 'Two-Factor Authentication',
  intro: 'Your password was right. Enter the code from your authenticator app to finish logging in.',
  formLabel: 'Two-factor authentication',
  submit: { label: 'Verify and Log In', busyLabel: 'Verifying...' },
  startOver: 'Log in with another account',
  /** Shown when the 5-minute pending sign-in has run out: back to the password step. */
  expired: { title: 'Sign-in expired', description: 'Please log in again.' },
} as const;

export const twoFactorSettingsCopy = {
  heading: 'Two-factor authentication',
  intro: 'Protect your account with a code from an authenticator app each time you log in.',
  loading: 'Loading two-factor status...',
  loadFailed: 'Could not load your two-factor status. Please refresh the page.',
  status: {
    on: 'On',
    off: 'Off',
    label: 'Status',
    enabledSince: (date: string) => `On since ${date}.`,
    recoveryCodesLeft: (count: number) => `${count} of ${RECOVERY_CODE_COUNT} recovery code${count === 1 ? '' : 's'} left.`,
    offText: 'Only your password protects your account.',
  },
  enable: 'Enable Two-Factor',
  starting: 'Starting...',
  enrol: {
    stepScan: '1. Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password, Authy...).',
    qrAlt: 'QR code to add your account to an authenticator app',
    stepSecret: 'Or type this key into the app:',
    secretLabel: 'Setup key',
    stepCode: '2. Enter the 6-digit code the app shows to confirm.',
    formLabel: 'Confirm two-factor authentication',
    submit: { label: 'Confirm and Enable', busyLabel: 'Confirming...' },
    cancel: 'Cancel',
  },
  recoveryCodes: {
    heading: 'Save your recovery codes',
    warning: `Store these ${RECOVERY_CODE_COUNT} recovery codes somewhere safe, such as a password manager. Each one lets you log in once if you lose your authenticator app. They will not be shown again.`,
    listLabel: 'Recovery codes',
    copy: 'Copy Codes',
    copied: 'Copied!',
    download: 'Download Codes',
    fileName: `${BRAND.productName.toLowerCase()}-recovery-codes.txt`,
    done: "I've Saved My Codes",
    copySuccess: { title: 'Recovery codes copied', description: 'Paste them somewhere safe.' },
    copyFailure: { title: 'Copy failed', description: 'Your browser did not allow copying. Please select the codes and copy them by hand.' },
    copyFailureLog: 'Copying the recovery codes failed',
    downloadSuccess: { title: 'Recovery codes downloaded', description: (fileName: string) => `Saved as ${fileName}.` },
  },
  regenerate: {
    button: 'Regenerate Recovery Codes',
    working: 'Generating...',
    note: `Lost or used up your recovery codes? New ones replace all ${RECOVERY_CODE_COUNT}: the old codes stop working at once.`,
  },
  disable: {
    heading: 'Turn off two-factor authentication',
    text: 'Enter your password and a code from your authenticator app (or a recovery code).',
    formLabel: 'Turn off two-factor authentication',
    password: { label: 'Password' },
    submit: { label: 'Disable Two-Factor', busyLabel: 'Disabling...' },
  },
  success: {
    enabled: { title: 'Two-factor authentication enabled', description: 'You will be asked for a code each time you log in.' },
    disabled: { title: 'Two-factor authentication disabled', description: 'Logging in now asks for your password only.' },
    regenerated: { title: 'New recovery codes', description: 'Your old recovery codes no longer work.' },
  },
  failure: { title: 'Two-factor authentication' },
  failureLog: 'Two-factor authentication update failed',
} as const;
