import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseTwoFactorEncryptionKeys, TwoFactorSecretCipher, twoFactorSecretCipherFrom } from './two-factor-secret-cipher';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const OLD = `k1:${'1'.repeat(64)}`;
const NEW = `k2:${'2'.repeat(64)}`;

describe('TwoFactorSecretCipher (TOTP secrets at rest)', () => {
  // ASVS 5.0 11.x / 14.2.x: AES-256-GCM, a fresh IV each time, the user id as associated data.
  it('encrypts under the first key with a fresh IV each time, and decrypts for the same user only', () => {
    const cipher = new TwoFactorSecretCipher(parseTwoFactorEncryptionKeys(OLD));
    const first = cipher.encrypt('user-1', SECRET);
    const second = cipher.encrypt('user-1', SECRET);

    expect(first).toMatch(/^enc:k1:[A-Za-z0-9_-]+$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain(SECRET);
    expect(cipher.decrypt('user-1', first)).toBe(SECRET);
    expect(() => cipher.decrypt('user-2', first)).toThrow();
  });

  it('refuses a changed ciphertext, a value in clear and a key it does not hold', () => {
    const cipher = new TwoFactorSecretCipher(parseTwoFactorEncryptionKeys(OLD));
    const stored = cipher.encrypt('user-1', SECRET);
    // The second-to-last character changed, whatever it was (it is 'A' once in 64 encryptions).
    const flipped = `${stored.slice(0, -2)}${stored.at(-2) === 'A' ? 'B' : 'A'}${stored.slice(-1)}`;

    expect(() => cipher.decrypt('user-1', flipped)).toThrow();
    expect(() => cipher.decrypt('user-1', SECRET)).toThrow('The two-factor secret is not encrypted');
    expect(() => new TwoFactorSecretCipher(parseTwoFactorEncryptionKeys(NEW)).decrypt('user-1', stored)).toThrow(
      'key "k1", which TWO_FACTOR_ENCRYPTION_KEYS does not hold',
    );
  });

  it('rotates: with the new key first, secrets of the old key still decrypt and new ones use the new key', () => {
    const before = new TwoFactorSecretCipher(parseTwoFactorEncryptionKeys(OLD)).encrypt('user-1', SECRET);
    const rotated = new TwoFactorSecretCipher(parseTwoFactorEncryptionKeys(`${NEW},${OLD}`));

    expect(rotated.decrypt('user-1', before)).toBe(SECRET);
    expect(rotated.isCurrent(before)).toBe(false);
    const after = rotated.encrypt('user-1', SECRET);
    expect(after).toMatch(/^enc:k2:/);
    expect(rotated.isCurrent(after)).toBe(true);
  });

  it('reads TWO_FACTOR_ENCRYPTION_KEYS; without it, refuses production and elsewhere keeps a key of its own under var/', () => {
    const directory = mkdtempSync(join(tmpdir(), 'pf-totp-key-'));
    try {
      const file = join(directory, 'two-factor-encryption-keys');
      expect(twoFactorSecretCipherFrom({ TWO_FACTOR_ENCRYPTION_KEYS: OLD }, file).encrypt('u', SECRET)).toMatch(/^enc:k1:/);
      expect(() => twoFactorSecretCipherFrom({ NODE_ENV: 'production' }, file)).toThrow('TWO_FACTOR_ENCRYPTION_KEYS is required when NODE_ENV=production');

      const stored = twoFactorSecretCipherFrom({ NODE_ENV: 'development' }, file).encrypt('u', SECRET);
      expect(readFileSync(file, 'utf8')).toMatch(/^local:[0-9a-f]{64}\n$/);
      // The same key on the next start: what was encrypted stays readable.
      expect(twoFactorSecretCipherFrom({}, file).decrypt('u', stored)).toBe(SECRET);
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });

  it.each([
    ['', 'no key given'],
    ['k1:abc', 'each key must be <id>:<64 hex characters>'],
    [`no spaces allowed:${'1'.repeat(64)}`, 'each key must be'],
    [`${OLD},${OLD}`, 'two keys share an id'],
  ])('refuses the key list %p', (value, message) => {
    expect(() => parseTwoFactorEncryptionKeys(value)).toThrow(message);
  });
});
