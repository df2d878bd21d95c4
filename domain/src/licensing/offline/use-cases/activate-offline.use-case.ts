import type { ClockPort } from '../../../shared/clock.port';
import { assertWithinRateLimits, RATE_LIMIT_KEYS, RATE_LIMIT_RULES } from '../../../shared/rate-limit-rules';
import type { RateLimiterPort } from '../../../shared/rate-limiter.port';
import type { TokenGeneratorPort } from '../../../shared/token-generator.port';
import type { SeatHolderLookupPort } from '../../seat-holders.port';
import type { LicenseFileIssuer } from '../../use-cases/license-file-issuer';
import { offlineRequestExpiredError, offlineRequestInvalidError, offlineRequestUsedError, ownLicenseNotFoundError } from '../../use-cases/licensing-errors';
import { LICENSING_MESSAGES } from '../../use-cases/licensing-messages';
import type { MachineActivator } from '../../use-cases/machine-activator';
import { toLicenseDevice, type LicenseDevice } from '../../use-cases/owned-license';
import { activationRequestExpiry, activationRequestTiming, parseActivationRequest, type ActivationRequest } from '../activation-request';
import type { OfflineActivationRequestRepositoryPort } from '../offline-activation-request.repository.port';

export interface ActivateOfflineInput {
  userId: string;
  licenseId: string;
  /** The uploaded request file's text. */
  request: string;
}

export interface OfflineActivation {
  /** The armored licence file to carry to the computer. */
  licenseFile: string;
  /** What to save it as: `PointForge-<device name>.lic`. */
  fileName: string;
  device: LicenseDevice;
}

/**
 * Air-gapped activation (POST /api/licenses/:licenseId/offline-activations): the owner or
 * a member uploads the request file an offline computer wrote, and gets that computer's
 * licence file. The upload is the activation: the uploader's device, within their devices, as
 * an online activation with the key (owner) or a sign-in (member) would make it. A request
 * naming a key must name this licence's (members' apps know none, so the key is optional);
 * it works for a week, once: its nonce is recorded in the activation's transaction.
 */
export class ActivateOfflineUseCase {
  constructor(
    private readonly seatHolders: SeatHolderLookupPort,
    private readonly activator: MachineActivator,
    private readonly requests: OfflineActivationRequestRepositoryPort,
    private readonly licenseFiles: LicenseFileIssuer,
    private readonly tokens: TokenGeneratorPort,
    private readonly clock: ClockPort,
    private readonly limiter: RateLimiterPort,
  ) {}

  execute(input: ActivateOfflineInput): Promise<OfflineActivation> {
    return this.activator.counted(() => this.activate(input));
  }

  private async activate({ userId, licenseId, request: text }: ActivateOfflineInput): Promise<OfflineActivation> {
    assertWithinRateLimits(await this.limiter.consume(RATE_LIMIT_KEYS.offlineActivationPerUser(userId), RATE_LIMIT_RULES.offlineActivationPerUser));
    const seat = await this.seatHolders.seatOn(licenseId, userId);
    if (!seat) throw ownLicenseNotFoundError();
    const { license } = seat;
    const now = this.clock.now();
    const request = this.usable(parseActivationRequest(text), license.licenseKey, now);
    const nonceHash = this.tokens.hashToken(request.nonce);
    let issued: { licenseFile: string; offlineUntil: Date } | undefined;
    const outcome = await this.activator.takeSeat({
      license,
      holderId: userId,
      fingerprint: request.fingerprint,
      name: request.name,
      platform: request.platform,
      appVersion: request.appVersion,
      deactivationKey: request.deactivationKey,
      now,
      confirm: async (machine) => {
        // A member removed meanwhile gets no computer (the removal waits on the licence lock the activation holds).
        if (seat.role === 'member' && !(await this.seatHolders.seatOn(license.id, userId))) throw ownLicenseNotFoundError();
        const used = { nonceHash, licenseId: license.id, machineId: machine.id, usedAt: now, expiresAt: activationRequestExpiry(request) };
        if (!(await this.requests.recordUse(used))) throw offlineRequestUsedError();
        // Signed and recorded in the same transaction: a failure here leaves the request unused and the seat free.
        issued = await this.licenseFiles.issue({ license, machine }, now, { offline: true, requestedAt: request.createdAt });
      },
    });
    const { licenseFile, offlineUntil } = issued!;
    return { licenseFile, fileName: licenseFileName(outcome.machine.name), device: toLicenseDevice({ ...outcome.machine, offlineUntil }) };
  }

  private usable(request: ActivationRequest | null, licenseKey: string, now: Date): ActivationRequest {
    if (!request) throw offlineRequestInvalidError();
    if (request.key !== null && request.key !== licenseKey) throw offlineRequestInvalidError(LICENSING_MESSAGES.offlineRequestWrongKey);
    const timing = activationRequestTiming(request, now);
    if (timing === 'from_the_future') throw offlineRequestInvalidError(LICENSING_MESSAGES.offlineRequestFromTheFuture);
    if (timing === 'expired') throw offlineRequestExpiredError();
    return request;
  }
}

/**
 * `PointForge-<name>.lic`: the device name in ASCII letters, digits and dashes (what every file
 * system and mail client keeps), else `PointForge-device.lic`.
 */
export function licenseFileName(deviceName: string | null): string {
  const slug = (deviceName ?? '')
    .normalize('NFKD')
    // Accents come apart from their letters under NFKD: the letters stay, the marks go.
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `PointForge-${slug || 'device'}.lic`;
}
