import { CaptchaVerifierPort } from '@pointforge/domain';

/**
 * hCaptcha's published test keys. With the test site key the widget shows a checkbox that
 * always passes and hands the page the test response token.
 */
export const HCAPTCHA_TEST_KEYS = {
  siteKey: '10000000-ffff-ffff-ffff-000000000001',
  secret: '0x0000000000000000000000000000000000000000',
  responseToken: '10000000-aaaa-bbbb-cccc-000000000001',
} as const;

/**
 * The captcha test mode of the embedded default (no HCAPTCHA_SECRET, and refused in
 * production): it accepts exactly the test response token and refuses everything else,
 * without any network call, as siteverify does for the test secret.
 */
export class TestModeCaptchaVerifier extends CaptchaVerifierPort {
  async verify(responseToken: string): Promise<boolean> {
    return responseToken === HCAPTCHA_TEST_KEYS.responseToken;
  }
}
