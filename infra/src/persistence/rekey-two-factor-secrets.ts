import { twoFactorSecretCipherFrom } from '../security/two-factor-secret-cipher';
import { reencryptTwoFactorSecrets } from './accounts/reencrypt-two-factor-secrets';
import { createDataSource, describeDatabase } from './data-source';

/**
 * `node infra/dist/persistence/rekey-two-factor-secrets.js`: after a new key was put first in
 * TWO_FACTOR_ENCRYPTION_KEYS, rewrites every TOTP secret under it, so the older keys can go.
 * Configured like migrate (DATABASE_URL / SQLITE_PATH) plus TWO_FACTOR_ENCRYPTION_KEYS.
 */
async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const engine = describeDatabase(databaseUrl);
  const cipher = twoFactorSecretCipherFrom(process.env);
  const dataSource = createDataSource({ databaseUrl, sqlitePath: process.env.SQLITE_PATH || undefined });
  await dataSource.initialize();
  const runner = dataSource.createQueryRunner();
  try {
    console.log(`re-encrypted ${await reencryptTwoFactorSecrets(runner, cipher)} two-factor secret(s) under the first key (${engine})`);
  } finally {
    await runner.release();
    await dataSource.destroy();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(`rekey-two-factor-secrets: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  });
}
