import { assertWithinRateLimits, RATE_LIMIT_KEYS, RATE_LIMIT_RULES } from '../../shared/rate-limit-rules';
import type { RateLimiterPort } from '../../shared/rate-limiter.port';
import type { License } from '../license.entity';
import type { LicenseRepositoryPort } from '../license.repository.port';
import type { MachineRepositoryPort } from '../machine.repository.port';

/**
 * Finds the licence a desktop call names, within the rate limits: every call counts
 * against the caller's address first (unknown keys too, so keys cannot be guessed in
 * bulk), then, for the licence it names, against the budget of the activated device whose
 * fingerprint it carries, or, without one, against the licence's smaller shared budget for
 * everything else (new and refused devices, strangers holding the key). So no one but an
 * activated device spends its budget. Keys are issued in upper case; a key typed in lower
 * case finds its licence the same on every database.
 */
export class DesktopLicenseLookup {
  constructor(
    private readonly licenses: LicenseRepositoryPort,
    private readonly machines: MachineRepositoryPort,
    private readonly limiter: RateLimiterPort,
  ) {}

  async find(licenseKey: string, ipAddress: string, fingerprint?: string): Promise<License | null> {
    assertWithinRateLimits(await this.limiter.consume(RATE_LIMIT_KEYS.licenseApiPerIp(ipAddress), RATE_LIMIT_RULES.licenseApiPerIp));
    const license = await this.licenses.findByLicenseKey(licenseKey.trim().toUpperCase());
    if (!license) return null;
    const device = fingerprint === undefined ? null : await this.machines.findByFingerprint(license.id, fingerprint);
    assertWithinRateLimits(
      device
        ? await this.limiter.consume(RATE_LIMIT_KEYS.licenseApiPerDevice(`${license.id}:${device.id}`), RATE_LIMIT_RULES.licenseApiPerDevice)
        : await this.limiter.consume(RATE_LIMIT_KEYS.licenseApiPerLicenseUnknownDevice(license.id), RATE_LIMIT_RULES.licenseApiPerLicenseUnknownDevice),
    );
    return license;
  }
}
