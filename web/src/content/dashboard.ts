import { BRAND } from '@pointforge/domain';

/**
 * Copy of the customer area (/dashboard) and its Profile tab. Strings quoted in SITE-SPEC.md
 * (the email note, 'Download My Data', 'Feature coming soon.', the toasts of section 8,
 * 'Error Loading Dashboard') are requirements, kept to the letter.
 */

export const dashboardMeta = {
  title: 'Dashboard',
  description: `Your ${BRAND.productName} licenses, subscription and profile.`,
} as const;

export type DashboardTabId = 'licenses' | 'subscription' | 'profile';

export const dashboardCopy = {
  loading: 'Loading your dashboard',
  /** "Welcome back, Jane": the first name, else the email. */
  greeting: (name: string) => `Welcome back, ${name}`,
  intro: 'Manage your licenses, subscription and account details.',
  tabsLabel: 'Dashboard sections',
  tabs: {
    licenses: 'Licenses',
    subscription: 'Subscription',
    profile: 'Profile',
  } satisfies Record<DashboardTabId, string>,
  error: {
    title: 'Error Loading Dashboard',
    message: 'Something went wrong while showing your dashboard. Please try again.',
    retry: 'Try Again',
  },
} as const;

export const profileFormCopy = {
  heading: 'Profile Information',
  intro: 'Update your name and company.',
  email: { label: 'Email', note: 'To change your email address, please contact support.' },
  submit: { label: 'Save Changes', busyLabel: 'Saving...' },
  success: { title: 'Profile Updated', description: 'Your profile has been updated.' },
  failure: { title: 'Update Failed', description: 'There was an error updating your profile' },
  failureLog: 'Profile update failed',
} as const;

export const changePasswordCopy = {
  heading: 'Change Password',
  intro: 'Changing your password signs you out on your other devices; this browser stays signed in.',
  currentPassword: { label: 'Current Password' },
  newPassword: { label: 'New Password' },
  confirmPassword: { label: 'Confirm New Password' },
  submit: { label: 'Update Password', busyLabel: 'Updating...' },
  success: { title: 'Password Updated', description: 'Your password has been changed.' },
  failure: { title: 'Password Change Failed' },
  /** 'Error ({status}): {statusText}' of SITE-SPEC section 8. */
  statusFailure: (status: number, statusText: string) => `Error (${status}): ${statusText}`,
  failureLog: 'Password change failed',
} as const;

export const preferencesCopy = {
  heading: 'Account Preferences',
  intro: 'Choose which emails we send you.',
  open: 'Email Preferences',
  dialogTitle: 'Email Preferences',
  dialogDescription: 'Choose which emails you would like to receive.',
  newsletter: { label: 'Newsletter', description: 'News and tips about point cloud and surface processing.' },
  productUpdates: { label: 'Product updates', description: `New ${BRAND.productName} releases and features.` },
  promotions: { label: 'Promotions', description: 'Special offers and discounts.' },
  cancel: 'Cancel',
  submit: { label: 'Save Preferences', busyLabel: 'Saving...' },
  success: { title: 'Preferences Updated', description: 'Your email preferences have been saved.' },
  failure: { title: 'Update Failed', description: 'Could not save email preferences.' },
  /** What a refusal without a message reads as. */
  failureFallback: 'Failed to update preferences',
  failureLog: 'Preferences update failed',
} as const;

export const dataExportCopy = {
  heading: 'Your Data',
  button: 'Download My Data',
  note: 'Feature coming soon.',
} as const;

const DELETION_CONSEQUENCES =
  'Your profile and login details are deleted permanently. License information (keys, plans and expiry dates) is kept, as our records require.';

/** Confirming the password before a dangerous action on a sign-in over 10 minutes old. */
export const reauthenticationCopy = {
  formLabel: 'Confirm your password',
  text: 'For your security, enter your password again to continue.',
  textWithCode: 'For your security, enter your password and a code from your authenticator app to continue.',
  password: 'Password',
  cancel: 'Cancel',
  submit: { label: 'Confirm and delete', busyLabel: 'Confirming...' },
  /** Before a two-factor change (turning it on, new recovery codes). */
  submitAndContinue: 'Confirm and continue',
} as const;

export const deleteAccountCopy = {
  heading: 'Delete Account',
  text: DELETION_CONSEQUENCES,
  button: 'Delete Account',
  dialog: { title: 'Delete your account?', description: 'This cannot be undone.', cancel: 'Cancel', confirm: 'Delete My Account', busy: 'Deleting...' },
  dialogText: DELETION_CONSEQUENCES,
  dialogSubscription: 'An active subscription is cancelled first, so you are not billed again.',
  success: { title: 'Account deleted', description: 'Your account has been deleted.' },
  failure: { title: 'Account Deletion Failed' },
  failureLog: 'Account deletion failed',
} as const;
