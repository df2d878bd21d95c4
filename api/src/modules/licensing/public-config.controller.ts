import { Controller, Get } from '@nestjs/common';
import type { ApiResult } from '../../common/http/success-envelope';
import { CaptchaWidget } from '../../adapter-modules/captcha/captcha.module';

export interface PublicConfig {
  /** The key the captcha widget renders with. */
  hcaptchaSiteKey: string;
  /** True without HCAPTCHA_SECRET (never in production): only the hCaptcha test key passes. */
  captchaTestMode: boolean;
}

/** /api/config/public: the settings the web app needs from the server, none of them secret. */
@Controller('config')
export class PublicConfigController {
  constructor(private readonly captchaWidget: CaptchaWidget) {}

  @Get('public')
  publicConfig(): ApiResult<PublicConfig> {
    return { hcaptchaSiteKey: this.captchaWidget.siteKey, captchaTestMode: this.captchaWidget.testMode };
  }
}
