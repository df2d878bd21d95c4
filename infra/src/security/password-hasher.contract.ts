import { describe, expect, it } from '@jest/globals';
import type { PasswordHasherPort } from '@pointforge/domain';

/** What every PasswordHasherPort does, the unit-test fake included. */
export function describePasswordHasherContract(name: string, create: () => PasswordHasherPort): void {
  describe(`${name} honours the password hasher contract`, () => {
    const hasher = create();

    it('verifies the password it hashed and refuses any other', async () => {
      const hash = await hasher.hash('correct horse battery staple');

      expect(await hasher.verify(hash, 'correct horse battery staple')).toBe(true);
      expect(await hasher.verify(hash, 'correct horse battery stapler')).toBe(false);
      expect(await hasher.verify(hash, 'Correct horse battery staple')).toBe(false);
      expect(await hasher.verify(hash, '')).toBe(false);
    });

    it('handles passwords beyond ASCII', async () => {
      const hash = await hasher.hash('Pässwörd ✓ 測量');

      expect(await hasher.verify(hash, 'Pässwörd ✓ 測量')).toBe(true);
      expect(await hasher.verify(hash, 'Passwort ✓ 測量')).toBe(false);
    });

    it('salts: hashing one password twice gives two different hashes that both verify', async () => {
      const first = await hasher.hash('surveyor-2025');
      const second = await hasher.hash('surveyor-2025');

      expect(first).not.toBe(second);
      expect(await hasher.verify(first, 'surveyor-2025')).toBe(true);
      expect(await hasher.verify(second, 'surveyor-2025')).toBe(true);
    });

    it('refuses every password for a value that is not one of its hashes', async () => {
      expect(await hasher.verify('', '')).toBe(false);
      expect(await hasher.verify('not-a-hash', 'not-a-hash')).toBe(false);
    });

    it('does not ask to rehash a hash it has just made', async () => {
      expect(hasher.needsRehash(await hasher.hash('fresh'))).toBe(false);
    });
  });
}
