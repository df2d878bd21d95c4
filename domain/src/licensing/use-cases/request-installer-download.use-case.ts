import { assertWithinRateLimits, RATE_LIMIT_KEYS, RATE_LIMIT_RULES } from '../../shared/rate-limit-rules';
import type { CaptchaVerifierPort } from '../../ports/captcha.port';
import type { FileStoragePort } from '../../ports/file-storage.port';
import type { RateLimiterPort } from '../../shared/rate-limiter.port';
import type { ClockPort } from '../../shared/clock.port';
import type { TokenGeneratorPort } from '../../shared/token-generator.port';
import { DOWNLOAD_LINK_LIFETIME_SECONDS } from '../installer';
import type { MachinePlatform } from '../machine.entity';
import { noInstallerForPlatformError } from '../releases/release-errors';
import type { ReleaseRepositoryPort } from '../releases/release.repository.port';
import { latestPerPlatform, releaseDay } from '../releases/release-rules';
import type { InstallerDownloadRepositoryPort } from '../installer-download.repository.port';
import { captchaFailedError, captchaUnavailableError } from './licensing-errors';

export interface RequestInstallerDownloadInput {
  userId: string;
  /** What the captcha widget gave the browser. */
  captchaToken: string;
  /** The caller's address, passed on to the captcha provider and kept with the download. */
  ipAddress: string | null;
  platform: MachinePlatform;
}

export interface InstallerDownloadLink {
  /** Short-lived: the browser navigates to it at once. */
  downloadUrl: string;
  version: string;
  /** ISO date, YYYY-MM-DD. */
  releaseDate: string;
  platform: MachinePlatform;
  /** Hex SHA-256 of the installer, for the customer to check. */
  sha256: string;
  /** Bytes. */
  size: number;
}

/**
 * Hands a signed-in user a short-lived link to the latest stable release for their platform
 * once the captcha provider has accepted their token, and records the download. At most 10
 * an hour per user. A platform with no release yet is 404.
 */
export class RequestInstallerDownloadUseCase {
  constructor(
    private readonly captcha: CaptchaVerifierPort,
    private readonly storage: FileStoragePort,
    private readonly downloads: InstallerDownloadRepositoryPort,
    private readonly limiter: RateLimiterPort,
    private readonly tokens: TokenGeneratorPort,
    private readonly clock: ClockPort,
    private readonly releases: ReleaseRepositoryPort,
  ) {}

  async execute(input: RequestInstallerDownloadInput): Promise<InstallerDownloadLink> {
    assertWithinRateLimits(await this.limiter.consume(RATE_LIMIT_KEYS.downloadPerUser(input.userId), RATE_LIMIT_RULES.downloadPerUser));
    if (!(await this.verifyCaptcha(input))) throw captchaFailedError();

    const [release] = latestPerPlatform(await this.releases.listOnChannels(['stable'], input.platform));
    if (!release) throw noInstallerForPlatformError();

    const downloadUrl = await this.storage.createDownloadUrl(release.objectKey, release.fileName, DOWNLOAD_LINK_LIFETIME_SECONDS);
    await this.downloads.record({
      id: this.tokens.newId(),
      userId: input.userId,
      version: release.version,
      ipAddress: input.ipAddress,
      createdAt: this.clock.now(),
    });
    const { version, platform, sha256, size } = release;
    return { downloadUrl, version, releaseDate: releaseDay(release.releasedAt), platform, sha256, size };
  }

  private async verifyCaptcha({ captchaToken, ipAddress }: RequestInstallerDownloadInput): Promise<boolean> {
    try {
      return await this.captcha.verify(captchaToken, ipAddress);
    } catch {
      // The provider could not answer; the user did nothing wrong, so this is no 400.
      throw captchaUnavailableError();
    }
  }
}
