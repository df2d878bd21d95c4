import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { LICENSING_MESSAGES, type MachinePlatform } from '@pointforge/domain';
import { IsPlatformField } from './desktop-license-fields';

/** hCaptcha response tokens run to a few kilobytes; anything longer is not one. */
export const CAPTCHA_TOKEN_MAX_LENGTH = 8192;

const missing = { message: LICENSING_MESSAGES.captchaMissing };

/** POST /api/downloads/installer */
export class InstallerDownloadDto {
  @IsString(missing)
  @IsNotEmpty(missing)
  @MaxLength(CAPTCHA_TOKEN_MAX_LENGTH, { message: LICENSING_MESSAGES.captchaFailed })
  captchaToken!: string;

  /** The latest stable release of this platform is offered; Windows unless told (what the dashboard always offered). */
  @IsPlatformField({ description: 'The operating system whose latest stable installer is offered; windows unless given.' })
  platform?: MachinePlatform;
}
