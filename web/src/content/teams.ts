import { BRAND } from '@pointforge/domain';

/**
 * Copy of a licence shared by several people (issue 29): the owner's Members section, key
 * rotation, a member's view of the licence, and the invitation page (/invite/:token).
 */

export const membersCopy = {
  heading: 'Members',
  intro: 'The people who use this license, each on their own devices. You count as one of them.',
  /** "Seats: 3 of 5": people and pending invitations, of the people the licence covers. */
  seats: (taken: number, seats: number) => `Seats: ${taken} of ${seats}`,
  loading: 'Loading the members',
  loadFailure: 'The members could not be loaded. Please try again.',
  retry: 'Try Again',
  retrying: 'Trying again...',
  /** A person whose account is gone (an owner who deleted theirs). */
  deletedAccount: 'Deleted account',
  ownerRole: 'Owner',
  memberRole: 'Member',
  emailLabel: 'Email',
  joinedLabel: 'Joined',
  devicesLabel: 'Devices',
  /** A person's devices: "2 of 2 devices". */
  devices: (used: number, allowed: number) => `${used} of ${allowed} ${allowed === 1 ? 'device' : 'devices'}`,
  remove: 'Remove',
  removeDialog: { title: 'Remove this member?', cancel: 'Keep Member', confirm: 'Remove Member', busy: 'Removing...' },
  removeText: (person: string, devices: number) =>
    `${person} loses access to this license${devices > 0 ? ` and ${devices === 1 ? 'their device is' : `their ${devices} devices are`} released at once` : ''}. Their seat is free for someone else.`,
  removed: { title: 'Member removed', description: 'Their devices are released and the seat is free.' },
  removeFailure: { title: 'Remove failed', log: 'Removing the member failed' },
  full: 'Every seat is taken. Remove a member or revoke an invitation to invite someone else.',
  invitationsHeading: 'Pending invitations',
  invitedLabel: 'Invited',
  expiresLabel: 'Expires',
  resend: 'Resend',
  resent: { title: 'Invitation sent again', description: 'A new link is on its way; it is valid for 7 days.' },
  resendFailure: { title: 'Resend failed', log: 'Resending the invitation failed' },
  revoke: 'Revoke',
  revokeDialog: { title: 'Revoke this invitation?', cancel: 'Keep Invitation', confirm: 'Revoke Invitation', busy: 'Revoking...' },
  revokeText: (email: string) => `The link sent to ${email} stops working, and the seat it held is free.`,
  revoked: { title: 'Invitation revoked', description: 'The seat it held is free.' },
  revokeFailure: { title: 'Revoke failed', log: 'Revoking the invitation failed' },
} as const;

export const inviteFormCopy = {
  heading: 'Invite a colleague',
  intro: 'They receive an email with a link to join this license. The link is valid for 7 days.',
  email: { label: 'Email', placeholder: 'colleague@example.com' },
  submit: { label: 'Send Invitation', busyLabel: 'Sending...' },
  sent: { title: 'Invitation sent', description: (email: string) => `${email} has an email with the link to join.` },
  failureLog: 'Inviting a member failed',
} as const;

export const rotateKeyCopy = {
  button: 'Rotate Key',
  dialog: { title: 'Rotate the license key?', cancel: 'Keep Key', confirm: 'Rotate Key', busy: 'Rotating...' },
  dialogText: 'The old key stops activating new devices at once. Devices already activated keep working. The new key is emailed to you.',
  done: { title: 'License key rotated', description: 'The new key is shown below and on its way to your email.' },
  failure: { title: 'Rotation failed', log: 'Rotating the license key failed' },
} as const;

/** A licence someone else owns and shares with the signed-in user. */
export const memberLicenseCopy = {
  sharedBy: (ownerName: string) => `Shared with you by ${ownerName}`,
  shared: 'Shared with you',
  /** Where a member's licence would show its key. */
  noKey: `You use this license through your own account: sign in to ${BRAND.productName} on your computer instead of entering a key.`,
  leave: 'Leave',
  leaveDialog: { title: 'Leave this license?', cancel: 'Stay', confirm: 'Leave License', busy: 'Leaving...' },
  leaveText: 'Your devices stop using this license at once, and you need a new invitation to join it again.',
  left: { title: 'You left the license', description: 'Your devices are released.' },
  leaveFailure: { title: 'Leave failed', log: 'Leaving the license failed' },
} as const;

export const invitationCopy = {
  meta: { title: 'Invitation', description: `Join a ${BRAND.productName} license you were invited to.` },
  loading: 'Loading the invitation',
  title: 'You are invited',
  /** "Thandi Nkosi invites you to use their Enterprise license." */
  intro: (ownerName: string, planName: string) => `${ownerName} invites you to use their ${planName} license of ${BRAND.productName}.`,
  sentTo: 'Invitation for',
  expiresLabel: 'Valid until',
  accept: { label: 'Accept Invitation', busyLabel: 'Joining...' },
  accepted: { title: 'Invitation accepted', description: 'The license is now in your dashboard.' },
  acceptFailure: { title: 'Could not accept' },
  acceptFailureLog: 'Accepting the invitation failed',
  signedInAs: (email: string) => `You are signed in as ${email}.`,
  otherAccount: 'The invitation was sent to another address; accepting adds the license to the account you are signed in with.',
  signIn: 'Sign in to accept',
  createAccount: 'Create an account',
  /** Under the sign-up form opened from an invitation. */
  registerTitle: 'Create your account',
  registerIntro: 'You join the license once you have verified your email address.',
  back: 'Back to the invitation',
  invalidTitle: 'Invitation not valid',
  loadFailure: 'The invitation could not be loaded. Please try again.',
  retry: 'Try Again',
  retrying: 'Trying again...',
  home: 'Go to the home page',
} as const;
