/**
 * A person the owner invited who accepted: they hold one of the licence's seats (the owner
 * holds another) with up to the plan's devicesPerSeat devices. Gone with the person's
 * account or the licence; removing them releases their devices in the same step.
 */
export interface LicenseMember {
  id: string;
  licenseId: string;
  userId: string;
  /** The invitation they accepted; null once it is gone. */
  invitationId: string | null;
  joinedAt: Date;
}
