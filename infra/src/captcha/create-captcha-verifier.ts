import type { CaptchaVerifierPort } from '@pointforge/domain';
import { HcaptchaVerifier } from './hcaptcha-verifier';
import { HCAPTCHA_TEST_KEYS, TestModeCaptchaVerifier } from './test-mode-captcha-verifier';

export interface CaptchaSettings {
  /** HCAPTCHA_SECRET; when absent, the test mode. */
  secret?: string;
  /** HCAPTCHA_SITEKEY, the key the web widget renders with. */
  siteKey?: string;
  verifyUrl?: string;
  log?: (line: string) => void;
}

export interface ConfiguredCaptcha {
  verifier: CaptchaVerifierPort;
  mode: 'hcaptcha' | 'test';
  /** The site key the web app must render the widget with. */
  siteKey: string;
}

/** The one place that chooses the captcha: hCaptcha with a secret, else the test mode and its test site key. */
export function createCaptchaVerifier(settings: CaptchaSettings): ConfiguredCaptcha {
  const { secret, siteKey, verifyUrl, log } = settings;
  if (secret) {
    // The widget's key and the secret belong together; guessing one would fail every visitor.
    if (!siteKey) throw new RangeError('An hCaptcha secret needs the site key of the same account');
    return { verifier: new HcaptchaVerifier({ secret, siteKey, verifyUrl, log }), mode: 'hcaptcha', siteKey };
  }
  return { verifier: new TestModeCaptchaVerifier(), mode: 'test', siteKey: HCAPTCHA_TEST_KEYS.siteKey };
}
