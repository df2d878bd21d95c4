import { randomBytes } from 'node:crypto';
import { TwoFactorSecretCipher } from '../security/two-factor-secret-cipher';

/** A TOTP-secret cipher under a key made for this test run. */
export function testTwoFactorSecrets(): TwoFactorSecretCipher {
  return new TwoFactorSecretCipher([{ id: 'test', key: randomBytes(32) }]);
}
