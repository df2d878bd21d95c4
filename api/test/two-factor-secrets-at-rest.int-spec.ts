import { Authenticator } from '@pointforge/infra/testing/totp-authenticator';
import { EncryptTwoFactorSecrets1764800000300 } from '@pointforge/infra/persistence/migrations/1764800000300-encrypt-two-factor-secrets';
import { reencryptTwoFactorSecrets } from '@pointforge/infra/persistence/accounts/reencrypt-two-factor-secrets';
import { LOCAL_TWO_FACTOR_KEY_FILE, parseTwoFactorEncryptionKeys, TwoFactorSecretCipher } from '@pointforge/infra/security/two-factor-secret-cipher';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { startEmbeddedStack, startProductionStack } from './support/accounts-stack';
import { Browser, newClientIp } from './support/browser';
import { TEST_PASSWORD } from './support/signed-in-users';
import { stackSuite, type StartStack } from './support/stack-suite';

/** What a TOTP secret in clear looks like: base32. */
const BASE32 = /^[A-Z2-7]+=*$/;
const ENCRYPTED = /^enc:[A-Za-z0-9_-]+:[A-Za-z0-9_-]{40,}$/;

const stacks: Array<[string, StartStack]> = [
  ['MariaDB, Redis, worker, SMTP', startProductionStack],
  ['embedded default: SQLite, in-process jobs, file outbox', startEmbeddedStack],
];

/**
 * TOTP secrets at rest (ASVS 5.0 11.x / 14.2.x): two_factor_credentials.secret holds
 * AES-256-GCM ciphertext under the install's key, never the base32 secret, and the migration
 * that encrypts the secrets an earlier build stored in clear leaves sign-in with a code working.
 */
describe.each(stacks)('TOTP secrets at rest (%s)', (_name, startStack) => {
  const { stack, users } = stackSuite('totp_at_rest', { start: startStack, usersLabel: 'totp' });

  async function storedSecret(userId: string): Promise<string> {
    const [row] = await stack.dataSource.query('SELECT secret FROM two_factor_credentials WHERE user_id = ?', [userId]);
    return row.secret;
  }

  async function enrolled(tag: string) {
    const user = await users.create(tag);
    const enrolment = await user.browser.post('/api/auth/two-factor/enrolment');
    expect(enrolment.status).toBe(200);
    const secret = enrolment.body.secret as string;
    const authenticator = new Authenticator(secret);
    expect((await user.browser.post('/api/auth/two-factor/enrolment/confirm', { code: await authenticator.code(-1) })).status).toBe(200);
    return { ...user, secret, authenticator };
  }

  async function signInWithCode(email: string, authenticator: Authenticator): Promise<number> {
    const browser = new Browser(stack.http, newClientIp());
    const password = await browser.post('/api/auth/login', { email, password: TEST_PASSWORD });
    expect(password.body.twoFactorRequired).toBe(true);
    const code = await browser.post('/api/auth/login/two-factor', { challengeToken: password.body.challengeToken, code: await authenticator.code() });
    return code.status;
  }

  it('stores the secret encrypted, never its base32, pending and enabled alike', async () => {
    const user = await users.create('pending');
    const pending = await user.browser.post('/api/auth/two-factor/enrolment');
    const pendingStored = await storedSecret(user.userId);
    expect(pendingStored).toMatch(ENCRYPTED);
    expect(pendingStored).not.toContain(pending.body.secret);

    const { userId, secret } = await enrolled('enabled');
    const stored = await storedSecret(userId);
    expect(stored).toMatch(ENCRYPTED);
    expect(stored).not.toMatch(BASE32);
    expect(stored).not.toContain(secret);
  });

  it('encrypts a secret an earlier build stored in clear when migrated; sign-in with a code still works', async () => {
    const { userId, email, secret, authenticator } = await enrolled('migrated');
    // As the build before this migration stored it.
    await stack.dataSource.query('UPDATE two_factor_credentials SET secret = ? WHERE user_id = ?', [secret, userId]);
    expect(await storedSecret(userId)).toBe(secret);

    const runner = stack.dataSource.createQueryRunner();
    try {
      await new EncryptTwoFactorSecrets1764800000300().up(runner);
    } finally {
      await runner.release();
    }

    const stored = await storedSecret(userId);
    expect(stored).toMatch(ENCRYPTED);
    expect(stored).not.toContain(secret);
    expect(await signInWithCode(email, authenticator)).toBe(200);
  });

  it('rotates: with a new key first, the re-encryption moves every secret to it, and the old key decrypts none', async () => {
    const { userId, secret } = await enrolled('rotated');
    // The keys this install runs with (no TWO_FACTOR_ENCRYPTION_KEYS in the tests: its own key under var/).
    const current = parseTwoFactorEncryptionKeys(readFileSync(LOCAL_TWO_FACTOR_KEY_FILE, 'utf8'));
    const rotated = new TwoFactorSecretCipher([{ id: 'next', key: randomBytes(32) }, ...current]);

    const runner = stack.dataSource.createQueryRunner();
    try {
      expect(await reencryptTwoFactorSecrets(runner, rotated)).toBeGreaterThanOrEqual(1);
      expect(await reencryptTwoFactorSecrets(runner, rotated)).toBe(0);
    } finally {
      await runner.release();
    }
    const stored = await storedSecret(userId);
    expect(stored).toMatch(/^enc:next:/);
    expect(rotated.decrypt(userId, stored)).toBe(secret);
    expect(() => new TwoFactorSecretCipher(current).decrypt(userId, stored)).toThrow();
  });
});
