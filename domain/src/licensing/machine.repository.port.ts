import type { Machine } from './machine.entity';

export interface MachineActivation {
  /**
   * The new activation, stored when the fingerprint has none on this licence yet; else its
   * name, platform, app version and device key (those it does not leave null) and
   * last-seen time refresh the stored one.
   */
  machine: Machine;
  /** How many machines `machine.userId` (the same null for a null) may hold on the licence: the plan's devicesPerSeat. */
  devicesPerPerson: number;
  /**
   * For a trial licence, the machine's keys in the trial-fingerprint ledger: the first (of
   * the normalised fingerprint) is recorded; the machine gets no activation when any of them
   * is recorded for another licence (the others: how earlier builds keyed the same machine).
   * Null for paid licences.
   */
  trialFingerprintKeys: readonly string[] | null;
}

/**
 * - `activated`: a new machine now holds one of its person's devices (what a new-device
 *   email would announce);
 * - `refreshed`: the fingerprint was already activated on the licence: it keeps its id and
 *   activation time, and its details and last-seen time are refreshed; activated by another
 *   person, it becomes `machine.userId`'s (their other grant on it ends with it) when that
 *   person has a device free, else `device_limit`;
 * - `device_limit`: the person already holds devicesPerPerson other machines on the licence;
 * - `trial_used`: the fingerprint already ran another trial licence.
 *
 * `seatsUsed` counts the licence's machines (every person's); `devicesUsed` the person's.
 */
export type ActivationOutcome =
  | { kind: 'activated' | 'refreshed'; machine: Machine; seatsUsed: number; devicesUsed: number }
  | { kind: 'device_limit'; devicesUsed: number }
  | { kind: 'trial_used' };

/** What the machine row keeps of its latest licence file. */
export interface IssuedLicenseFile {
  /** When it was issued: a computer given a file has checked in (its last-seen time). */
  issuedAt: Date;
  offlineUntil: Date;
  issuedOffline: boolean;
  deactivationCodeHash: string | null;
}

export abstract class MachineRepositoryPort {
  /**
   * Binds `activation.machine.fingerprint` to its licence, atomically: concurrent
   * activations of one licence take turns (a row lock on the licence, or SQLite's single
   * writer), so 20 distinct machines of one person racing for 2 devices get exactly 2. For a trial, the
   * fingerprint is written to the trial-fingerprint ledger in the same transaction; the
   * ledger keeps no user and outlives the account and the machine row.
   */
  abstract activate(activation: MachineActivation): Promise<ActivationOutcome>;
  abstract findByFingerprint(licenseId: string, fingerprint: string): Promise<Machine | null>;
  /**
   * Records the licence file just issued to the machine, in one write of its row: when the
   * machine was last seen (the file's issue), when the file expires, whether it answered an
   * uploaded request, and the hash of its offline deactivation code (null: it has none),
   * which replaces the previous file's (only the latest file's code frees the device).
   */
  abstract recordFileIssued(machine: Pick<Machine, 'id' | 'licenseId'>, file: IssuedLicenseFile): Promise<void>;
  abstract countForLicense(licenseId: string): Promise<number>;
  /** The machines `userId` holds on the licence (null: those of no one, the deleted owner's). */
  abstract countForPerson(licenseId: string, userId: string | null): Promise<number>;
  /** The machines holding seats of these licences, oldest activation first (ties by id). */
  abstract listForLicenses(licenseIds: readonly string[]): Promise<Machine[]>;
  /** Releases the fingerprint's seat (the app deactivating itself); returns the machine it removed, or null when there was none. */
  abstract deactivate(licenseId: string, fingerprint: string): Promise<Machine | null>;
  /**
   * Releases the seat of machine `machineId` of licence `licenseId` (the owner's Release in
   * the dashboard); returns the machine it removed, or null when the licence holds no such
   * machine. Of concurrent releases of one machine, one gets it.
   */
  abstract release(licenseId: string, machineId: string): Promise<Machine | null>;
  /**
   * Releases the machine of licence `licenseId` whose latest file has the deactivation code
   * hashed `codeHash` (and, with `heldBy`, only one that person holds); returns the machine
   * it removed, or null when there is none. Of concurrent releases of one machine, one gets it.
   */
  abstract releaseByDeactivationCode(licenseId: string, codeHash: string, heldBy?: string): Promise<Machine | null>;
}
