export { createCaptchaVerifier, type CaptchaSettings, type ConfiguredCaptcha } from './create-captcha-verifier';
export { CaptchaProviderError, HcaptchaVerifier, HCAPTCHA_SITEVERIFY_URL, HCAPTCHA_TIMEOUT_MS, type HcaptchaSettings } from './hcaptcha-verifier';
export { HCAPTCHA_TEST_KEYS, TestModeCaptchaVerifier } from './test-mode-captcha-verifier';
