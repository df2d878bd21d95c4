import { assertWithinRateLimits, RATE_LIMIT_KEYS, RATE_LIMIT_RULES } from '../../shared/rate-limit-rules';
import type { DomainError } from '../../shared/domain-error';
import type { RateLimitCharge, RateLimiterPort } from '../../shared/rate-limiter.port';
import type { DeviceCredentials } from '../device-sign-in/device-credentials';
import type { DeviceGrant } from '../device-sign-in/device-grant.entity';
import { fingerprintMismatchError, invalidTokenError } from '../device-sign-in/device-sign-in-errors';
import type { License } from '../license.entity';
import type { DesktopLicenseRead, LicenseOwnerNames, LicenseRepositoryPort } from '../license.repository.port';
import type { Machine } from '../machine.entity';
import { sameData } from '../../shared/same-data';
import { licenseNotFoundError } from './licensing-errors';
import { KEPT_LICENSE_FILE_MS, type RecentDesktopChecksPort } from './recent-desktop-checks.port';

/** How a desktop call proves its licence: the licence key in the body, or a device's access token (`Authorization: Bearer`). */
export type DesktopCredential = { licenseKey: string; accessToken?: undefined } | { accessToken: string; licenseKey?: undefined };

/** The licence a desktop call may use, and as whom. */
export interface DesktopCaller {
  license: License;
  /** Whose device an activation is: the owner's for the key (only the owner sees it), the token's person for a bearer. */
  holderId: string | null;
  /** The bearer's device grant; null for the key. */
  grant: DeviceGrant | null;
  /** The computer the call is about: the token's own for a bearer, else the body's. */
  fingerprint: string | undefined;
  /** That computer's activation on the licence, as read for the rate limits; null when it has none. */
  device: Machine | null;
  /** The licence's machines, every person's, read with it. */
  seatsUsed: number;
  /** The owner's names, read with it, for a licence file. */
  owner: LicenseOwnerNames | null;
  /** The file this replica issued the computer lately, still its newest and still right: the check answers it again (findForCheck). */
  keptFile?: string;
}

/** What a call whose credential finds no licence is refused with: NOT_FOUND for a key, INVALID_TOKEN for a token. */
export function unknownCredentialError(credential: DesktopCredential): DomainError {
  return credential.accessToken === undefined ? licenseNotFoundError() : invalidTokenError();
}

/**
 * Finds the licence a desktop call names, within the rate limits: every call counts
 * against the caller's address (unknown keys and refused tokens too, so keys cannot be
 * guessed in bulk), and, for the licence it names, against the budget of the activated
 * device whose fingerprint it carries, or, without one, against the licence's smaller shared
 * budget for everything else (new and refused devices, strangers holding the key). So no one
 * but an activated device spends its budget. The licence, the computer's activation, the seat
 * count and the owner's names come from one read, and the budgets are counted together after
 * it, in one step of the limiter (every budget counted, the call refused with 429 when any is
 * over). Keys are issued in upper case; a key typed in lower case finds its licence the same
 * on every database. A token is checked live (its person's seat, its device's activation): an
 * expired one is INVALID_TOKEN (the app refreshes), a revoked one finds nothing, and one sent
 * with another computer's fingerprint is refused.
 */
export class DesktopLicenseLookup {
  constructor(
    private readonly licenses: LicenseRepositoryPort,
    private readonly limiter: RateLimiterPort,
    private readonly credentials: DeviceCredentials,
    private readonly recent: RecentDesktopChecksPort,
  ) {}

  async find(credential: DesktopCredential, ipAddress: string, fingerprint?: string): Promise<DesktopCaller | null> {
    const perIp = perIpBudget(ipAddress);
    let caller: DesktopCaller | null;
    try {
      caller =
        credential.accessToken === undefined ? await this.byKey(credential.licenseKey, fingerprint) : await this.byToken(credential.accessToken, fingerprint);
    } catch (error) {
      // A refused token spends the address's budget too, and an address over it hears 429 first, as before the lookup.
      assertWithinRateLimits(...(await this.limiter.consumeAll([perIp])));
      throw error;
    }
    assertWithinRateLimits(...(await this.limiter.consumeAll(caller ? [perIp, deviceBudget(caller)] : [perIp])));
    return caller;
  }

  /**
   * `find` for the desktop check (validate). A licence key and a computer this replica
   * answered with a file less than KEPT_LICENSE_FILE_MS ago cost one round trip: the budgets
   * are counted and the kept check's stamp read together, and while the stamp holds the caller
   * is the kept one with its file (`keptFile`), the database unread. When it does not hold
   * (something changed, or the check was never confirmed), the database is read after the
   * stamp, so what it finds is at least that new: found the same, the kept file is still right
   * and still the computer's newest, and the check is kept under this stamp; found otherwise,
   * the caller is what was read (its budgets counted already).
   */
  async findForCheck(credential: DesktopCredential, ipAddress: string, fingerprint: string | undefined, now: Date): Promise<DesktopCaller | null> {
    if (credential.licenseKey === undefined || fingerprint === undefined) return this.find(credential, ipAddress, fingerprint);
    const licenseKey = normalisedKey(credential.licenseKey);
    const kept = this.recent.recall(licenseKey, fingerprint);
    if (!kept || now.getTime() - kept.read.machine.lastSeenAt.getTime() >= KEPT_LICENSE_FILE_MS) return this.find(credential, ipAddress, fingerprint);
    const counted = await this.recent.countAndStamp(
      [perIpBudget(ipAddress), deviceBudget({ license: kept.read.license, device: kept.read.machine })],
      kept.read,
    );
    if (!counted) return this.find(credential, ipAddress, fingerprint);
    assertWithinRateLimits(...counted.decisions);
    const asKeyHolder = { holderId: kept.read.license.userId, grant: null, fingerprint };
    if (kept.stamp === counted.stamp) return { ...callerOf(kept.read, asKeyHolder), keptFile: kept.licenseFile };
    const read = await this.licenses.findForDesktopCheck({ licenseKey }, fingerprint);
    if (!read || !sameData(read, kept.read)) {
      // Its next checks count against what the database says (another device's budget, the key's new licence) until a new file is kept.
      this.recent.forget(licenseKey, fingerprint);
      return read && callerOf(read, { ...asKeyHolder, holderId: read.license.userId });
    }
    this.recent.keep(licenseKey, fingerprint, { ...kept, stamp: counted.stamp });
    return { ...callerOf(kept.read, asKeyHolder), keptFile: kept.licenseFile };
  }

  /** A check by licence key was answered with a new file: kept for the computer's next checks (unconfirmed: the next one reads the database once). */
  keepCheck(credential: DesktopCredential, caller: DesktopCaller, issued: { licenseFile: string; machine: Machine }): void {
    if (credential.licenseKey === undefined || caller.fingerprint === undefined) return;
    this.recent.keep(normalisedKey(credential.licenseKey), caller.fingerprint, {
      read: { license: caller.license, machine: issued.machine, seatsUsed: caller.seatsUsed, owner: caller.owner },
      licenseFile: issued.licenseFile,
      stamp: undefined,
    });
  }

  /**
   * Whether the caller still holds its seat, read again: always for the key's holder (the
   * owner); for a device token, its person's seat. Read inside an activation, after it took
   * the licence's lock, a removal of the person either waits for the activation (and releases
   * the computer with the rest) or is seen here.
   */
  async stillSeated(caller: DesktopCaller): Promise<boolean> {
    return caller.grant === null || (await this.credentials.seatStands(caller.grant));
  }

  private async byKey(licenseKey: string, fingerprint: string | undefined): Promise<DesktopCaller | null> {
    const read = await this.licenses.findForDesktopCheck({ licenseKey: normalisedKey(licenseKey) }, fingerprint);
    return read && callerOf(read, { holderId: read.license.userId, grant: null, fingerprint });
  }

  private async byToken(accessToken: string, fingerprint: string | undefined): Promise<DesktopCaller | null> {
    const check = await this.credentials.authenticate(accessToken);
    if (check.kind === 'expired') throw invalidTokenError();
    if (check.kind === 'revoked') return null;
    const { grant } = check;
    if (fingerprint !== undefined && fingerprint !== grant.fingerprint) throw fingerprintMismatchError();
    const read = await this.licenses.findForDesktopCheck({ licenseId: grant.licenseId }, grant.fingerprint);
    return read && callerOf(read, { holderId: grant.userId, grant, fingerprint: grant.fingerprint });
  }
}

function callerOf(read: DesktopLicenseRead, as: Pick<DesktopCaller, 'holderId' | 'grant' | 'fingerprint'>): DesktopCaller {
  return { ...as, license: read.license, device: read.machine, seatsUsed: read.seatsUsed, owner: read.owner };
}

/** Keys are issued in upper case; one typed in lower case, or with spaces around it, is the same key. */
function normalisedKey(licenseKey: string): string {
  return licenseKey.trim().toUpperCase();
}

function perIpBudget(ipAddress: string): RateLimitCharge {
  return { key: RATE_LIMIT_KEYS.licenseApiPerIp(ipAddress), rule: RATE_LIMIT_RULES.licenseApiPerIp };
}

/** The activated device's own budget, or the licence's shared one for every other computer. */
function deviceBudget({ license, device }: { license: License; device: Machine | null }): RateLimitCharge {
  return device
    ? { key: RATE_LIMIT_KEYS.licenseApiPerDevice(`${license.id}:${device.id}`), rule: RATE_LIMIT_RULES.licenseApiPerDevice }
    : { key: RATE_LIMIT_KEYS.licenseApiPerLicenseUnknownDevice(license.id), rule: RATE_LIMIT_RULES.licenseApiPerLicenseUnknownDevice };
}
