import { describe, expect, it } from '@jest/globals';
import type { CaptchaVerifierPort } from '@pointforge/domain';
import { subjectPerCase } from '../testing/subject-per-case';

/** One verifier under test and a token its provider accepts. */
export interface CaptchaVerifierUnderTest {
  verifier: CaptchaVerifierPort;
  acceptedToken: string;
  dispose(): Promise<void>;
}

const CLIENT_IP = '203.0.113.50';

/** What every CaptchaVerifierPort does, whether it is the unit-test fake, the test mode or hCaptcha. */
export function describeCaptchaVerifierContract(name: string, create: () => Promise<CaptchaVerifierUnderTest>): void {
  describe(`${name} honours the captcha verifier contract`, () => {
    const verifierUnderTest = subjectPerCase(create);

    it('accepts the token the provider deems solved, with or without the client address', async () => {
      const { verifier, acceptedToken } = await verifierUnderTest();
      expect(await verifier.verify(acceptedToken, CLIENT_IP)).toBe(true);
      expect(await verifier.verify(acceptedToken, null)).toBe(true);
    });

    it('refuses any other token', async () => {
      const { verifier, acceptedToken } = await verifierUnderTest();
      expect(await verifier.verify(`${acceptedToken}x`, CLIENT_IP)).toBe(false);
      expect(await verifier.verify('P1_eyJ0eXAiOiJKV1QiLCJhbGciOiJIUzI1NiJ9.forged', null)).toBe(false);
    });

    it('refuses an empty token', async () => {
      const { verifier } = await verifierUnderTest();
      expect(await verifier.verify('', CLIENT_IP)).toBe(false);
    });
  });
}
