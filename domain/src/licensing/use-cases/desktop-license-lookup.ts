import { assertWithinRateLimits, RATE_LIMIT_KEYS, RATE_LIMIT_RULES } from '../../accounts/use-cases/rate-limit-rules';
import type { RateLimiterPort } from '../../ports/rate-limiter.port';
import type { License } from '../license.entity';
import type { LicenseRepositoryPort } from '../license.repository.port';

/**
 * Finds the licence a desktop call names, within the rate limits: every call counts
 * against the caller's address first (unknown keys too, so keys cannot be guessed in
 * bulk), then against the licence it names. Keys are issued in upper case; a key typed in
 * lower case finds its licence the same on every database.
 */
export class DesktopLicenseLookup {
  constructor(
    private readonly licenses: LicenseRepositoryPort,
    private readonly limiter: RateLimiterPort,
  ) {}

  async find(licenseKey: string, ipAddress: string): Promise<License | null> {
    assertWithinRateLimits(await this.limiter.consume(RATE_LIMIT_KEYS.licenseApiPerIp(ipAddress), RATE_LIMIT_RULES.licenseApiPerIp));
    const license = await this.licenses.findByLicenseKey(licenseKey.trim().toUpperCase());
    if (!license) return null;
    assertWithinRateLimits(
      await this.limiter.consume(RATE_LIMIT_KEYS.licenseApiPerLicense(license.id), RATE_LIMIT_RULES.licenseApiPerLicense),
    );
    return license;
  }
}
