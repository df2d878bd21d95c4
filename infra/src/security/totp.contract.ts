import { describe, expect, it } from '@jest/globals';
import type { TotpPort } from '@pointforge/domain';

const STEP_MS = 30_000;
const NOW = new Date('2026-01-02T03:04:05.000Z');

/**
 * What every TotpPort does, the unit-test fake included. `codeAt` plays the authenticator
 * app for the implementation under test.
 */
export function describeTotpContract(name: string, create: () => TotpPort, codeAt: (secret: string, instant: Date) => string): void {
  describe(`${name} honours the TOTP contract`, () => {
    const totp = create();
    const at = (offsetMs: number) => new Date(NOW.getTime() + offsetMs);
    const step = Math.floor(NOW.getTime() / STEP_MS);

    it('makes base32 secrets of 160 bits, never the same one twice', () => {
      const secrets = Array.from({ length: 20 }, () => totp.newSecret());

      for (const secret of secrets) expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(new Set(secrets).size).toBe(secrets.length);
    });

    it('matches the code of the current step, and answers that step', () => {
      const secret = totp.newSecret();

      expect(totp.matchStep(secret, codeAt(secret, NOW), NOW)).toBe(step);
    });

    it('allows one step of drift either side, not two', () => {
      const secret = totp.newSecret();

      expect(totp.matchStep(secret, codeAt(secret, at(-STEP_MS)), NOW)).toBe(step - 1);
      expect(totp.matchStep(secret, codeAt(secret, at(STEP_MS)), NOW)).toBe(step + 1);
      for (const offset of [-2 * STEP_MS, 2 * STEP_MS]) {
        const code = codeAt(secret, at(offset));
        const neighbours = [-STEP_MS, 0, STEP_MS].map((o) => codeAt(secret, at(o)));
        if (!neighbours.includes(code)) expect(totp.matchStep(secret, code, NOW)).toBeNull();
      }
    });

    it("refuses another secret's code and anything that is not six digits", () => {
      const secret = totp.newSecret();
      const other = totp.newSecret();
      const code = codeAt(secret, NOW);

      if (code !== codeAt(other, NOW)) expect(totp.matchStep(other, code, NOW)).toBeNull();
      for (const malformed of ['', '12345', '1234567', 'abcdef', ` ${code}`, `${code.slice(0, 5)}x`]) {
        expect(totp.matchStep(secret, malformed, NOW)).toBeNull();
      }
    });

    it('writes the otpauth URI authenticator apps read: issuer, account, secret, SHA1, 6 digits, 30 s', () => {
      const secret = totp.newSecret();
      const uri = new URL(totp.keyUri({ secret, accountName: 'ann@example.com', issuer: 'PointForge' }));

      expect(uri.protocol).toBe('otpauth:');
      expect(uri.host).toBe('totp');
      expect(decodeURIComponent(uri.pathname)).toBe('/PointForge:ann@example.com');
      expect(Object.fromEntries(uri.searchParams)).toEqual({
        issuer: 'PointForge',
        secret,
        algorithm: 'SHA1',
        digits: '6',
        period: '30',
      });
    });
  });
}
