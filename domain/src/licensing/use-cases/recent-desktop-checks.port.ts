import type { RateLimitCharge, RateLimitDecision } from '../../shared/rate-limiter.port';
import type { DesktopLicenseRead } from '../license.repository.port';
import type { Machine } from '../machine.entity';

/** How long a file issued to a computer is handed to it again when it checks, instead of a new one. */
export const KEPT_LICENSE_FILE_MS = 15 * 60_000;

/** A desktop check by licence key answered with a licence file, as a replica keeps it to answer the same computer again. */
export interface KeptDesktopCheck {
  /** What the answer was made from, as the database holds it once the file was recorded (the machine's last-seen time is the file's issue). */
  read: DesktopLicenseRead & { machine: Machine };
  licenseFile: string;
  /** The stamp (RecentDesktopChecksPort.countAndStamp) under which a database read found `read`; undefined until one has. */
  stamp: string | undefined;
}

/**
 * The desktop checks this replica answered lately, by licence key and computer, and the
 * stamp telling whether one still holds: a value of the licence's, its owner's and
 * everything's versions, which every committed change to the licence, its machines, its
 * people or its owner moves on (on every replica) before the change's request is answered.
 * A check kept under the stamp read now holds: nothing it was made from has changed.
 */
export abstract class RecentDesktopChecksPort {
  abstract recall(licenseKey: string, fingerprint: string): KeptDesktopCheck | undefined;
  /** Keeps `check` for the key and computer, replacing what was kept. */
  abstract keep(licenseKey: string, fingerprint: string, check: KeptDesktopCheck): void;
  /** Drops what was kept for the key and computer: the database no longer says it. */
  abstract forget(licenseKey: string, fingerprint: string): void;
  /**
   * Counts the charges (as RateLimiterPort.consumeAll) and reads the stamp of the licence and
   * owner of `read`, in one round trip. Undefined when that cannot be done now (the shared
   * store is away): then nothing is counted and the caller counts as usual.
   */
  abstract countAndStamp(charges: readonly RateLimitCharge[], read: DesktopLicenseRead): Promise<{ decisions: RateLimitDecision[]; stamp: string } | undefined>;
}

/** Keeps nothing: where no store shares the stamps between replicas (the embedded default), every check reads the database. */
export class NoRecentDesktopChecks extends RecentDesktopChecksPort {
  recall(): undefined {
    return undefined;
  }

  keep(): void {}

  forget(): void {}

  async countAndStamp(): Promise<undefined> {
    return undefined;
  }
}
