import { Global, Logger, Module } from '@nestjs/common';
import { CaptchaVerifierPort } from '@pointforge/domain';
import { createCaptchaVerifier, type ConfiguredCaptcha } from '@pointforge/infra';
import { AppConfig } from '../../common/config/app-config';
import type { TypedToken } from '../../modules/accounts/use-case-provider';
import { fromConfigured } from '../configured-adapter';

/** What the web app needs to render the captcha widget (GET /api/config/public). */
export class CaptchaWidget {
  constructor(
    readonly siteKey: string,
    /** True in the test mode: the widget's test key passes, nothing else does. */
    readonly testMode: boolean,
  ) {}
}

const CONFIGURED_CAPTCHA: TypedToken<ConfiguredCaptcha> = Symbol('CONFIGURED_CAPTCHA');

/**
 * The captcha verifier, picked by configuration here and nowhere else: hCaptcha's
 * siteverify with HCAPTCHA_SECRET and HCAPTCHA_SITEKEY, else the test mode (which
 * production refuses at start-up).
 */
@Global()
@Module({
  providers: [
    {
      provide: CONFIGURED_CAPTCHA,
      inject: [AppConfig],
      useFactory: (config: AppConfig): ConfiguredCaptcha => {
        const logger = new Logger('Captcha');
        const configured = createCaptchaVerifier({
          secret: config.hcaptchaSecret,
          siteKey: config.hcaptchaSiteKey,
          verifyUrl: config.hcaptchaVerifyUrl,
          log: (line) => logger.warn(line),
        });
        logger.log(
          configured.mode === 'hcaptcha'
            ? `hCaptcha through ${config.hcaptchaVerifyUrl}`
            : `Captcha test mode (HCAPTCHA_SECRET is not set): the widget uses hCaptcha's test site key ${configured.siteKey} and only its test token passes`,
        );
        return configured;
      },
    },
    fromConfigured(CaptchaVerifierPort, CONFIGURED_CAPTCHA, (configured) => configured.verifier),
    fromConfigured(CaptchaWidget, CONFIGURED_CAPTCHA, (configured) => new CaptchaWidget(configured.siteKey, configured.mode === 'test')),
  ],
  exports: [CaptchaVerifierPort, CaptchaWidget],
})
export class CaptchaModule {}
