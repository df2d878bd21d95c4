import { assertWithinRateLimits, RATE_LIMIT_KEYS, RATE_LIMIT_RULES } from '../../shared/rate-limit-rules';
import type { DomainError } from '../../shared/domain-error';
import type { RateLimiterPort } from '../../shared/rate-limiter.port';
import type { DeviceCredentials } from '../device-sign-in/device-credentials';
import type { DeviceGrant } from '../device-sign-in/device-grant.entity';
import { fingerprintMismatchError, invalidTokenError } from '../device-sign-in/device-sign-in-errors';
import type { License } from '../license.entity';
import type { LicenseRepositoryPort } from '../license.repository.port';
import type { Machine } from '../machine.entity';
import type { MachineRepositoryPort } from '../machine.repository.port';
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
}

/** What a call whose credential finds no licence is refused with: NOT_FOUND for a key, INVALID_TOKEN for a token. */
export function unknownCredentialError(credential: DesktopCredential): DomainError {
  return credential.accessToken === undefined ? licenseNotFoundError() : invalidTokenError();
}

/**
 * Finds the licence a desktop call names, within the rate limits: every call counts
 * against the caller's address first (unknown keys too, so keys cannot be guessed in
 * bulk), then, for the licence it names, against the budget of the activated device whose
 * fingerprint it carries, or, without one, against the licence's smaller shared budget for
 * everything else (new and refused devices, strangers holding the key). So no one but an
 * activated device spends its budget. Keys are issued in upper case; a key typed in lower
 * case finds its licence the same on every database. A token is checked live (its person's
 * seat, its device's activation): an expired one is INVALID_TOKEN (the app refreshes), a
 * revoked one finds nothing, and one sent with another computer's fingerprint is refused.
 */
export class DesktopLicenseLookup {
  constructor(
    private readonly licenses: LicenseRepositoryPort,
    private readonly machines: MachineRepositoryPort,
    private readonly limiter: RateLimiterPort,
    private readonly credentials: DeviceCredentials,
  ) {}

  async find(credential: DesktopCredential, ipAddress: string, fingerprint?: string): Promise<DesktopCaller | null> {
    assertWithinRateLimits(await this.limiter.consume(RATE_LIMIT_KEYS.licenseApiPerIp(ipAddress), RATE_LIMIT_RULES.licenseApiPerIp));
    const caller =
      credential.accessToken === undefined ? await this.byKey(credential.licenseKey, fingerprint) : await this.byToken(credential.accessToken, fingerprint);
    if (!caller) return null;
    const device = caller.fingerprint === undefined ? null : await this.machines.findByFingerprint(caller.license.id, caller.fingerprint);
    assertWithinRateLimits(
      device
        ? await this.limiter.consume(RATE_LIMIT_KEYS.licenseApiPerDevice(`${caller.license.id}:${device.id}`), RATE_LIMIT_RULES.licenseApiPerDevice)
        : await this.limiter.consume(RATE_LIMIT_KEYS.licenseApiPerLicenseUnknownDevice(caller.license.id), RATE_LIMIT_RULES.licenseApiPerLicenseUnknownDevice),
    );
    return { ...caller, device };
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

  private async byKey(licenseKey: string, fingerprint: string | undefined): Promise<Omit<DesktopCaller, 'device'> | null> {
    const license = await this.licenses.findByLicenseKey(licenseKey.trim().toUpperCase());
    return license && { license, holderId: license.userId, grant: null, fingerprint };
  }

  private async byToken(accessToken: string, fingerprint: string | undefined): Promise<Omit<DesktopCaller, 'device'> | null> {
    const check = await this.credentials.authenticate(accessToken);
    if (check.kind === 'expired') throw invalidTokenError();
    if (check.kind === 'revoked') return null;
    if (fingerprint !== undefined && fingerprint !== check.grant.fingerprint) throw fingerprintMismatchError();
    return { license: check.license, holderId: check.grant.userId, grant: check.grant, fingerprint: check.grant.fingerprint };
  }
}
