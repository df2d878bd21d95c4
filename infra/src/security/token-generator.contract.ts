import { describe, expect, it } from '@jest/globals';
import type { TokenGeneratorPort } from '@pointforge/domain';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
/** URL-safe and at least 128 bits' worth of base64url characters. */
const URL_SAFE_TOKEN = /^[A-Za-z0-9_-]{22,}$/;
const SHA256_HEX = /^[0-9a-f]{64}$/;

/** What every TokenGeneratorPort does, the unit-test fake included. */
export function describeTokenGeneratorContract(name: string, create: () => TokenGeneratorPort): void {
  describe(`${name} honours the token generator contract`, () => {
    const generator = create();

    it('makes UUID ids, never the same one twice', () => {
      const ids = Array.from({ length: 100 }, () => generator.newId());

      for (const id of ids) {
        expect(id).toMatch(UUID_V4);
      }
      expect(new Set(ids).size).toBe(ids.length);
    });

    it('makes URL-safe secret tokens, never the same one twice, each with its stored hash', () => {
      const secrets = Array.from({ length: 100 }, () => generator.newSecretToken());

      for (const { token, hash } of secrets) {
        expect(token).toMatch(URL_SAFE_TOKEN);
        expect(hash).toMatch(SHA256_HEX);
        expect(hash).toBe(generator.hashToken(token));
      }
      expect(new Set(secrets.map(({ token }) => token)).size).toBe(secrets.length);
      expect(new Set(secrets.map(({ hash }) => hash)).size).toBe(secrets.length);
    });

    it('hashes a presented token the same way every time, and different tokens differently', () => {
      const { token, hash } = generator.newSecretToken();

      expect(generator.hashToken(token)).toBe(hash);
      expect(create().hashToken(token)).toBe(hash);
      expect(generator.hashToken(`${token}x`)).not.toBe(hash);
      expect(generator.hashToken(token.slice(1))).not.toBe(hash);
    });

    it('gives as many random bytes as asked, different on each call', () => {
      const first = generator.randomBytes(16);
      const second = generator.randomBytes(16);

      expect(first).toBeInstanceOf(Uint8Array);
      expect(first).toHaveLength(16);
      expect(generator.randomBytes(0)).toHaveLength(0);
      expect(Array.from(first)).not.toEqual(Array.from(second));
    });
  });
}
