import type { BillingProfile } from './billing-profile';

/** A user's billing profile as stored, with the instant of its last save. */
export interface StoredBillingProfile {
  profile: BillingProfile;
  updatedAt: Date;
}

/** One billing profile per user; it goes with the user (deleting the account deletes it). */
export abstract class BillingProfileRepositoryPort {
  /** The user's profile, or null when none was saved. */
  abstract findForUser(userId: string): Promise<StoredBillingProfile | null>;
  /** Stores the profile as the user's, in place of any earlier one. */
  abstract save(userId: string, profile: BillingProfile, at: Date): Promise<void>;
}
