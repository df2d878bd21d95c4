import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { TwoFactorSecretCipher, twoFactorSecretCipherFrom } from '../../security/two-factor-secret-cipher';
import { reencryptTwoFactorSecrets } from '../accounts/reencrypt-two-factor-secrets';

const TABLE = 'two_factor_credentials';

function secretColumn(length: number): TableColumn {
  return new TableColumn({ name: 'secret', type: 'varchar', length: String(length) });
}

/**
 * TOTP secrets encrypted at rest (AES-256-GCM, TwoFactorSecretCipher): the column widens to
 * hold `enc:<key id>:…`, and every secret still in clear is encrypted under the first key of
 * TWO_FACTOR_ENCRYPTION_KEYS (outside production without it: this install's key under var/,
 * the one the API uses). The key is read only when there is a secret to encrypt, so a fresh
 * database migrates without it. Down decrypts them again.
 */
export class EncryptTwoFactorSecrets1764800000300 implements MigrationInterface {
  name = 'EncryptTwoFactorSecrets1764800000300';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.changeColumn(TABLE, 'secret', secretColumn(255));
    const rows: Array<{ secret: string }> = await queryRunner.query(`SELECT secret FROM ${TABLE}`);
    if (rows.every((row) => TwoFactorSecretCipher.isEncrypted(row.secret))) return;
    await reencryptTwoFactorSecrets(queryRunner, twoFactorSecretCipherFrom(process.env));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const rows: Array<{ user_id: string; secret: string }> = await queryRunner.query(`SELECT user_id, secret FROM ${TABLE}`);
    const encrypted = rows.filter((row) => TwoFactorSecretCipher.isEncrypted(row.secret));
    if (encrypted.length > 0) {
      const cipher = twoFactorSecretCipherFrom(process.env);
      for (const row of encrypted) {
        await queryRunner.query(`UPDATE ${TABLE} SET secret = ? WHERE user_id = ?`, [cipher.decrypt(row.user_id, row.secret), row.user_id]);
      }
    }
    await queryRunner.changeColumn(TABLE, 'secret', secretColumn(64));
  }
}
