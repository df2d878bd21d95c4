import { assertWithinRateLimits, RATE_LIMIT_KEYS, RATE_LIMIT_RULES } from '../../shared/rate-limit-rules';
import type { DomainError } from '../../shared/domain-error';
import type { RateLimitCharge, RateLimiterPort } from '../../shared/rate-limiter.port';
import type { DeviceCredentials } from '../device-sign-in/device-credentials';
import type { DeviceGrant } from '../device-sign-in/device-grant.entity';
import { fingerprintMismatchError, invalidTokenError } from '../device-sign-in/device-sign-in-errors';
import type { License } from '../license.entity';
import type { DesktopLicenseRead, LicenseOwnerNames, LicenseRepositoryPort } from '../license.repository.port';
import type { Machine } from '../machine.entity';
import { licenseNotFoundError } from './licensing-errors';

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
  ) {}

  async find(credential: DesktopCredential, ipAddress: string, fingerprint?: string): Promise<DesktopCaller | null> {
    const perIp: RateLimitCharge = { key: RATE_LIMIT_KEYS.licenseApiPerIp(ipAddress), rule: RATE_LIMIT_RULES.licenseApiPerIp };
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
   * Whether the caller still holds its seat, read again: always for the key's holder (the
   * owner); for a device token, its person's seat. Read inside an activation, after it took
   * the licence's lock, a removal of the person either waits for the activation (and releases
   * the computer with the rest) or is seen here.
   */
  async stillSeated(caller: DesktopCaller): Promise<boolean> {
    return caller.grant === null || (await this.credentials.seatStands(caller.grant));
  }

  private async byKey(licenseKey: string, fingerprint: string | undefined): Promise<DesktopCaller | null> {
    const read = await this.licenses.findForDesktopCheck({ licenseKey: licenseKey.trim().toUpperCase() }, fingerprint);
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

/** The activated device's own budget, or the licence's shared one for every other computer. */
function deviceBudget({ license, device }: DesktopCaller): RateLimitCharge {
  return device
    ? { key: RATE_LIMIT_KEYS.licenseApiPerDevice(`${license.id}:${device.id}`), rule: RATE_LIMIT_RULES.licenseApiPerDevice }
    : { key: RATE_LIMIT_KEYS.licenseApiPerLicenseUnknownDevice(license.id), rule: RATE_LIMIT_RULES.licenseApiPerLicenseUnknownDevice };
}
