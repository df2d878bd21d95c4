import type { ClockPort } from '../../shared/clock.port';
import { isLicenseExpired, isLicenseSwitchedOn } from '../license-rules';
import type { LicenseRepositoryPort } from '../license.repository.port';

export interface CheckActiveLicenseInput {
  userId: string;
}

/**
 * Whether the caller holds a licence that runs now: active and not past its expiry. The
 * payment confirmation page asks this when confirming failed, to tell a paid customer
 * apart from a failed payment.
 */
export class CheckActiveLicenseUseCase {
  constructor(
    private readonly licenses: LicenseRepositoryPort,
    private readonly clock: ClockPort,
  ) {}

  async execute({ userId }: CheckActiveLicenseInput): Promise<{ hasActiveLicense: boolean }> {
    const now = this.clock.now();
    const licenses = await this.licenses.listForUser(userId);
    return { hasActiveLicense: licenses.some((license) => isLicenseSwitchedOn(license) && !isLicenseExpired(license, now)) };
  }
}
