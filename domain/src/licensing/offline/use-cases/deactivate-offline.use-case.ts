import { assertWithinRateLimits, RATE_LIMIT_KEYS, RATE_LIMIT_RULES } from '../../../shared/rate-limit-rules';
import type { RateLimiterPort } from '../../../shared/rate-limiter.port';
import type { TokenGeneratorPort } from '../../../shared/token-generator.port';
import type { MachineRepositoryPort } from '../../machine.repository.port';
import type { SeatHolderLookupPort } from '../../seat-holders.port';
import { deactivationCodeInvalidError, ownLicenseNotFoundError } from '../../use-cases/licensing-errors';
import { toLicenseDevice, type LicenseDevice } from '../../use-cases/owned-license';
import { deactivationCodeHash } from '../deactivation-code';

export interface DeactivateOfflineInput {
  userId: string;
  licenseId: string;
  /** As typed: any case, with or without dashes and spaces. */
  code: string;
}

/**
 * Offline deactivation (POST /api/licenses/:licenseId/offline-deactivations): an
 * air-gapped computer gave up its licence file and showed a code; typed in the dashboard,
 * the code frees that device's seat, as Release does. Only the code of the device's newest
 * file counts, so it proves the file that still runs was removed. The owner frees any device
 * of the licence, a member only their own; any other code is refused alike.
 */
export class DeactivateOfflineUseCase {
  constructor(
    private readonly seatHolders: SeatHolderLookupPort,
    private readonly machines: MachineRepositoryPort,
    private readonly tokens: TokenGeneratorPort,
    private readonly limiter: RateLimiterPort,
  ) {}

  /** The device freed. */
  async execute({ userId, licenseId, code }: DeactivateOfflineInput): Promise<LicenseDevice> {
    assertWithinRateLimits(await this.limiter.consume(RATE_LIMIT_KEYS.offlineDeactivationPerUser(userId), RATE_LIMIT_RULES.offlineDeactivationPerUser));
    const seat = await this.seatHolders.seatOn(licenseId, userId);
    if (!seat) throw ownLicenseNotFoundError();
    const codeHash = deactivationCodeHash(this.tokens, code);
    const released = codeHash && (await this.machines.releaseByDeactivationCode(licenseId, codeHash, seat.role === 'owner' ? undefined : userId));
    if (!released) throw deactivationCodeInvalidError();
    return toLicenseDevice(released);
  }
}
