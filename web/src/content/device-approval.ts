import { BRAND } from '@pointforge/domain';

/**
 * Copy of /activate, where a person lets the desktop app sign in with a code it shows
 * (OAuth 2.0 Device Authorization Grant, RFC 8628): issue 29.
 */

export const deviceApprovalCopy = {
  meta: { title: `Connect ${BRAND.productName} Desktop`, description: `Let ${BRAND.productName} on your computer use one of your licenses.` },
  title: `Connect ${BRAND.productName} Desktop`,
  intro: `Enter the code ${BRAND.productName} shows on your computer.`,
  signInFirst: `Log in first: you then choose which of your licenses ${BRAND.productName} on your computer may use.`,
  logIn: 'Log In',
  createAccount: 'Create an account',
  loading: 'Loading',
  code: { label: 'Code', placeholder: 'XXXX-XXXX', hint: `The eight letters ${BRAND.productName} shows; the dash is optional.` },
  codeInvalid: 'Enter the eight letters of the code, such as WDJB-MJHT.',
  submit: { label: 'Continue', busyLabel: 'Checking the code...' },
  formLabel: 'Enter the code',
  /** "PointForge Desktop on LAPTOP-7 (Windows, version 1.0.7) asks to use your license." */
  asks: (clientName: string, deviceName: string, platform: string, appVersion: string | null) =>
    `${clientName} on ${deviceName} (${platform}${appVersion ? `, version ${appVersion}` : ''}) asks to use your license.`,
  codeLabel: 'Code',
  requestedLabel: 'Requested',
  licensesLegend: 'Which license may it use?',
  /** A licence to choose: "Enterprise · owned by you · 1 of 2 devices used". */
  owned: 'owned by you',
  sharedBy: (ownerName: string) => `shared by ${ownerName}`,
  devicesUsed: (used: number, allowed: number) => `${used} of ${allowed} of your devices used`,
  noLicenses: `You hold no license ${BRAND.productName} could use. Start a trial or choose a plan in your dashboard, or ask your license owner for an invitation.`,
  toDashboard: 'Go to Dashboard',
  approve: { label: 'Approve', busyLabel: 'Approving...' },
  deny: { label: 'Deny', busyLabel: 'Denying...' },
  otherCode: 'Use another code',
  approvedTitle: 'Device approved',
  approved: `Device approved. You can return to ${BRAND.productName}.`,
  deniedTitle: 'Request denied',
  denied: 'Request denied.',
  failure: { title: 'Not done' },
  failureLog: 'Answering the desktop sign-in failed',
} as const;
