import { describe, expect, it, jest } from '@jest/globals';
import type { CaptchaVerifierPort } from '@pointforge/domain';
import { FAKE_CAPTCHA_VALID_TOKEN, RecordingCaptchaVerifier } from '@pointforge/domain/testing';
import { describeCaptchaVerifierContract } from './captcha-verifier.contract';
import { createCaptchaVerifier } from './create-captcha-verifier';
import { HcaptchaVerifier } from './hcaptcha-verifier';
import { HCAPTCHA_TEST_KEYS, TestModeCaptchaVerifier } from './test-mode-captcha-verifier';

describeCaptchaVerifierContract('RecordingCaptchaVerifier (unit-test fake)', async () => ({
  verifier: new RecordingCaptchaVerifier(),
  acceptedToken: FAKE_CAPTCHA_VALID_TOKEN,
  dispose: async () => undefined,
}));

describeCaptchaVerifierContract('TestModeCaptchaVerifier', async () => ({
  verifier: new TestModeCaptchaVerifier(),
  acceptedToken: HCAPTCHA_TEST_KEYS.responseToken,
  dispose: async () => undefined,
}));

describe('TestModeCaptchaVerifier', () => {
  it('accepts exactly the hCaptcha test response token and asks no one', async () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    try {
      const verifier: CaptchaVerifierPort = new TestModeCaptchaVerifier();
      expect(await verifier.verify('10000000-aaaa-bbbb-cccc-000000000001', null)).toBe(true);
      expect(await verifier.verify('10000000-aaaa-bbbb-cccc-000000000002', null)).toBe(false);
      expect(await verifier.verify(' 10000000-aaaa-bbbb-cccc-000000000001', null)).toBe(false);
      expect(fetchSpy).not.toHaveBeenCalled();
    } finally {
      fetchSpy.mockRestore();
    }
  });
});

describe('createCaptchaVerifier', () => {
  it('picks the test mode and the test site key without a secret', () => {
    const configured = createCaptchaVerifier({});
    expect(configured.mode).toBe('test');
    expect(configured.siteKey).toBe('10000000-ffff-ffff-ffff-000000000001');
    expect(configured.verifier).toBeInstanceOf(TestModeCaptchaVerifier);
  });

  it('picks hCaptcha with a secret, handing the web the configured site key', () => {
    const configured = createCaptchaVerifier({ secret: '0xsecret', siteKey: 'site-key-1' });
    expect(configured.mode).toBe('hcaptcha');
    expect(configured.siteKey).toBe('site-key-1');
    expect(configured.verifier).toBeInstanceOf(HcaptchaVerifier);
  });

  it('refuses a secret without its site key', () => {
    expect(() => createCaptchaVerifier({ secret: '0xsecret' })).toThrow(RangeError);
  });
});
