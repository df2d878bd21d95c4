import type { User } from '../accounts/user.entity';
import type { License } from './license.entity';
import type { Machine } from './machine.entity';

/** The owner's names a licence file shows (licenseeOf). */
export type LicenseOwnerNames = Pick<User, 'company' | 'firstName' | 'lastName'>;

/** A licence as a desktop call names it: by its key, or by id (a device token's licence). */
export type DesktopLicenseRef = { licenseKey: string } | { licenseId: string };

/** All a desktop check reads about a licence and one computer, in one go. */
export interface DesktopLicenseRead {
  license: License;
  /** The fingerprint's activation on the licence; null when it has none, or no fingerprint was given. */
  machine: Machine | null;
  /** The licence's machines, every person's. */
  seatsUsed: number;
  /** Null for a licence without an owner (the account was deleted). */
  owner: LicenseOwnerNames | null;
}

export abstract class LicenseRepositoryPort {
  /** The user's licences, newest first. */
  abstract listForUser(userId: string): Promise<License[]>;
  abstract findById(id: string): Promise<License | null>;
  /** The licence with exactly this key (keys are stored as issued: upper case). */
  abstract findByLicenseKey(licenseKey: string): Promise<License | null>;
  /**
   * The licence (by exactly this key, or by id) with the fingerprint's activation, its seat
   * count and its owner's names: every desktop licence check reads this, so it is one
   * statement served by indexes (the key's, the machines' licence and fingerprint, the
   * owner's primary key).
   */
  abstract findForDesktopCheck(ref: DesktopLicenseRef, fingerprint: string | undefined): Promise<DesktopLicenseRead | null>;
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
  /** Writes plan, seats, billing type, isActive, expiry and paid-through date; never the operator's suspension, which has its own writes. */
  abstract update(license: License): Promise<void>;
  /** Moves the expiry from `from` to `to` only if it is still `from`; false, with nothing written, when it is not or the licence is gone. */
  abstract changeExpiry(id: string, from: Date, to: Date): Promise<boolean>;
  /** Replaces the key `from` with `to` only if it is still `from`; false, with nothing written, when it is not or the licence is gone. */
  abstract changeKey(id: string, from: string, to: string): Promise<boolean>;
  /**
   * An operator's suspension: sets `suspendedAt` to `at` when not suspended (`at` null
   * reinstates: clears it when suspended). False, with nothing written, when it already was
   * in that state or the licence is gone, so of two operators one makes the change.
   */
  abstract setSuspension(id: string, at: Date | null): Promise<boolean>;
  /**
   * Hands the licence from one subscription to another (a resumed subscription takes over
   * the cancelled one's licence and key): only if it still belongs to `fromSubscriptionId`.
   * False, with nothing written, when it does not or the licence is gone.
   */
  abstract transferToSubscription(licenseId: string, fromSubscriptionId: string, toSubscriptionId: string): Promise<boolean>;
  /**
   * Detaches the user's licences (userId = null) and keeps the rows; their devices activated
   * by the owner lose their holder with them (the same null), so they stay the licence's
   * owner's (nobody's) devices and count as such.
   */
  abstract detachFromUser(userId: string): Promise<void>;
  /** Sets isActive = false on every active licence whose expiry is before `now`; returns how many. */
  abstract deactivateExpired(now: Date): Promise<number>;
}
