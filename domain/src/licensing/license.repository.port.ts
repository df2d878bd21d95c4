import type { License } from './license.entity';

export abstract class LicenseRepositoryPort {
  /** The user's licences, newest first. */
  abstract listForUser(userId: string): Promise<License[]>;
  abstract findById(id: string): Promise<License | null>;
  /** The licence with exactly this key (keys are stored as issued: upper case). */
  abstract findByLicenseKey(licenseKey: string): Promise<License | null>;
  abstract findBySubscriptionId(subscriptionId: string): Promise<License | null>;
  /**
   * Stores a trial licence only if the user has never held any licence and the trial ledger
   * has no entry under `ledgerKey`, and records `ledgerKey` there, all atomically: two
   * concurrent calls, for one user or for two users with one ledger key, store one at most.
   * The ledger outlives the account (it keeps no user id). Returns whether it was stored.
   */
  abstract issueTrialOnce(license: License, ledgerKey: string): Promise<boolean>;
  /** Writes `ledgerKey` to the trial ledger, so no trial is issued under it; already there is fine. */
  abstract recordInTrialLedger(ledgerKey: string, now: Date): Promise<void>;
  /**
   * Stores the licence of a subscription once: when one already exists for
   * `license.subscriptionId` (unique index) that one is returned and nothing is written.
   */
  abstract issueForSubscriptionOnce(license: License): Promise<License>;
  abstract update(license: License): Promise<void>;
  /** Detaches the user's licences (userId = null) and keeps the rows. */
  abstract detachFromUser(userId: string): Promise<void>;
  /** Sets isActive = false on every active licence whose expiry is before `now`; returns how many. */
  abstract deactivateExpired(now: Date): Promise<number>;
}
