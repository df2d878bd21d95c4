import { assertWithinRateLimits, RATE_LIMIT_KEYS, RATE_LIMIT_RULES } from '../../shared/rate-limit-rules';
import { INSTALLER_RELEASE_DATE, INSTALLER_VERSION } from '../../catalog/constants';
import type { CaptchaVerifierPort } from '../../ports/captcha.port';
import type { FileStoragePort } from '../../ports/file-storage.port';
import type { RateLimiterPort } from '../../shared/rate-limiter.port';
import type { ClockPort } from '../../shared/clock.port';
import type { TokenGeneratorPort } from '../../shared/token-generator.port';
import { DOWNLOAD_LINK_LIFETIME_SECONDS, INSTALLER_FILE_NAME } from '../installer';
import type { InstallerDownloadRepositoryPort } from '../installer-download.repository.port';
import { captchaFailedError, captchaUnavailableError } from './licensing-errors';

export interface RequestInstallerDownloadInput {
  userId: string;
  /** What the captcha widget gave the browser. */
  captchaToken: string;
  /** The caller's address, passed on to the captcha provider and kept with the download. */
  ipAddress: string | null;
}

export interface InstallerDownloadLink {
  /** Short-lived: the browser navigates to it at once. */
  downloadUrl: string;
  version: string;
  /** ISO date, YYYY-MM-DD. */
  releaseDate: string;
}

/** Where the installer is kept in the file storage. */
export interface InstallerLocation {
  objectKey: string;
}

/**
 * Hands a signed-in user a short-lived link to the installer once the captcha provider
 * has accepted their token, and records the download. At most 10 an hour per user.
 */
export class RequestInstallerDownloadUseCase {
  constructor(
    private readonly captcha: CaptchaVerifierPort,
    private readonly storage: FileStoragePort,
    private readonly downloads: InstallerDownloadRepositoryPort,
    private readonly limiter: RateLimiterPort,
    private readonly tokens: TokenGeneratorPort,
    private readonly clock: ClockPort,
    private readonly installer: InstallerLocation,
  ) {}

  async execute(input: RequestInstallerDownloadInput): Promise<InstallerDownloadLink> {
    assertWithinRateLimits(await this.limiter.consume(RATE_LIMIT_KEYS.downloadPerUser(input.userId), RATE_LIMIT_RULES.downloadPerUser));
    if (!(await this.verifyCaptcha(input))) throw captchaFailedError();

    const downloadUrl = await this.storage.createDownloadUrl(this.installer.objectKey, INSTALLER_FILE_NAME, DOWNLOAD_LINK_LIFETIME_SECONDS);
    await this.downloads.record({
      id: this.tokens.newId(),
      userId: input.userId,
      version: INSTALLER_VERSION,
      ipAddress: input.ipAddress,
      createdAt: this.clock.now(),
    });
    return { downloadUrl, version: INSTALLER_VERSION, releaseDate: INSTALLER_RELEASE_DATE };
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
