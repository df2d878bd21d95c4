import { describe, expect, it } from '@jest/globals';
import { FakeTotp } from '@pointforge/domain/testing';
import { Secret, TOTP } from 'otpauth';
import { OtpauthTotpAdapter } from './otpauth-totp.adapter';
import { describeTotpContract } from './totp.contract';

/** An independent authenticator: the library itself, configured as the apps are. */
function authenticatorCode(secret: string, instant: Date): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: instant.getTime(),
  });
}

const fake = new FakeTotp();
describeTotpContract('OtpauthTotpAdapter', () => new OtpauthTotpAdapter(), authenticatorCode);
describeTotpContract(
  'FakeTotp (unit-test fake)',
  () => fake,
  (secret, instant) => fake.codeAt(secret, instant),
);

describe('OtpauthTotpAdapter against the RFC 6238 test vectors', () => {
  // Appendix B, SHA-1, key "12345678901234567890"; six digits are the last six of the eight
  // listed (dynamic truncation takes the value modulo 10^digits).
  const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
  const VECTORS: Array<[seconds: number, eightDigits: string]> = [
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ];
  const totp = new OtpauthTotpAdapter();

  it.each(VECTORS)('at T=%p s accepts %p (as its last six digits) in its own step', (seconds, eightDigits) => {
    const now = new Date(seconds * 1000);

    expect(totp.matchStep(RFC_SECRET, eightDigits.slice(2), now)).toBe(Math.floor(seconds / 30));
  });

  it('refuses the eight-digit form and a neighbouring vector', () => {
    expect(totp.matchStep(RFC_SECRET, '94287082', new Date(59_000))).toBeNull();
    expect(totp.matchStep(RFC_SECRET, '081804', new Date(59_000))).toBeNull();
  });
});
