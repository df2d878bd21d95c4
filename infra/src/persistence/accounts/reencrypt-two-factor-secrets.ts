import type { QueryRunner } from 'typeorm';
import { TwoFactorSecretCipher } from '../../security/two-factor-secret-cipher';

/**
 * Rewrites every TOTP secret that is not under the cipher's first key (still in clear, or
 * under an older key) under it; returns how many it rewrote. Each row changes only if it
 * still holds what was read, so a secret re-enrolled meanwhile is left alone. The migration
 * that encrypts the secrets uses it, and so does a key rotation (rekey-two-factor-secrets).
 */
export async function reencryptTwoFactorSecrets(queryRunner: QueryRunner, cipher: TwoFactorSecretCipher): Promise<number> {
  const rows: Array<{ user_id: string; secret: string }> = await queryRunner.query('SELECT user_id, secret FROM two_factor_credentials');
  let rewritten = 0;
  for (const row of rows.filter((candidate) => !cipher.isCurrent(candidate.secret))) {
    const secret = TwoFactorSecretCipher.isEncrypted(row.secret) ? cipher.decrypt(row.user_id, row.secret) : row.secret;
    await queryRunner.query('UPDATE two_factor_credentials SET secret = ? WHERE user_id = ? AND secret = ?', [
      cipher.encrypt(row.user_id, secret),
      row.user_id,
      row.secret,
    ]);
    rewritten += 1;
  }
  return rewritten;
}
