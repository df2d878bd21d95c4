/** How long an invitation link works after it was (re)sent. */
export const INVITATION_VALIDITY_DAYS = 7;

/**
 * The owner's invitation of a person, by email, to a seat of the licence. The emailed link
 * carries a random token; only its SHA-256 hash is stored. It is pending (and takes a seat)
 * until it is accepted, revoked or expires; resending gives it a new token and 7 more days.
 */
export interface LicenseInvitation {
  id: string;
  licenseId: string;
  /** The invitee's address, lower-cased; whoever signs in with the link may accept it. */
  email: string;
  tokenHash: string;
  /** The owner who invited; null once that account is gone. */
  invitedByUserId: string | null;
  createdAt: Date;
  expiresAt: Date;
  lastSentAt: Date;
  acceptedAt: Date | null;
  acceptedByUserId: string | null;
  revokedAt: Date | null;
  /**
   * The account registered with this invitation's link: it becomes a member once it verifies
   * its email, if the invitation is still pending then.
   */
  registeredUserId: string | null;
}

/** Whether the invitation still takes a seat and its link still works at `now`. */
export function isPendingInvitation(invitation: LicenseInvitation, now: Date): boolean {
  return invitation.acceptedAt === null && invitation.revokedAt === null && invitation.expiresAt.getTime() > now.getTime();
}
