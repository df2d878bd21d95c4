import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { readOrCreateSecretFile } from './install-secret-file';

/** One AES-256 key of TWO_FACTOR_ENCRYPTION_KEYS, named by the id stored with each secret it encrypts. */
export interface TwoFactorEncryptionKey {
  id: string;
  key: Buffer;
}

const KEY_ENTRY = /^([A-Za-z0-9_-]{1,16}):([0-9a-fA-F]{64})$/;
/** How a stored secret says it is encrypted: `enc:<key id>:<base64url of IV, ciphertext and tag>`. */
const STORED = /^enc:([A-Za-z0-9_-]{1,16}):([A-Za-z0-9_-]+)$/;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** Where an install without TWO_FACTOR_ENCRYPTION_KEYS keeps its own generated key (infra/{src,dist}/security → the repository's var/). */
export const LOCAL_TWO_FACTOR_KEY_FILE = resolve(__dirname, '../../../var/two-factor-encryption-keys');

/**
 * Parses TWO_FACTOR_ENCRYPTION_KEYS: comma-separated `<id>:<64 hex characters>` (an id of 1 to 16
 * letters, digits, `_` or `-`, and a 256-bit key). The first key encrypts; every key decrypts,
 * so a rotation puts the new key first and keeps the old ones until no secret uses them.
 */
export function parseTwoFactorEncryptionKeys(value: string): TwoFactorEncryptionKey[] {
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  if (entries.length === 0) throw new Error('no key given');
  const keys = entries.map((entry) => {
    const match = KEY_ENTRY.exec(entry);
    if (!match) throw new Error('each key must be <id>:<64 hex characters> (an id of 1 to 16 letters, digits, _ or -; openssl rand -hex 32)');
    return { id: match[1] as string, key: Buffer.from(match[2] as string, 'hex') };
  });
  if (new Set(keys.map((key) => key.id)).size !== keys.length) throw new Error('two keys share an id');
  return keys;
}

/**
 * TOTP secrets at rest: AES-256-GCM under the first key, with the user's id as associated
 * data, so a ciphertext copied onto another user's row does not decrypt. Stored as
 * `enc:<key id>:<base64url(IV ‖ ciphertext ‖ tag)>`; a fresh 96-bit IV for every encryption.
 */
export class TwoFactorSecretCipher {
  private readonly byId: ReadonlyMap<string, Buffer>;

  constructor(private readonly keys: readonly TwoFactorEncryptionKey[]) {
    if (keys.length === 0) throw new Error('TwoFactorSecretCipher needs a key');
    this.byId = new Map(keys.map(({ id, key }) => [id, key]));
  }

  encrypt(userId: string, secret: string): string {
    const { id, key } = this.keys[0] as TwoFactorEncryptionKey;
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES }).setAAD(Buffer.from(userId, 'utf8'));
    const sealed = Buffer.concat([iv, cipher.update(secret, 'utf8'), cipher.final(), cipher.getAuthTag()]);
    return `enc:${id}:${sealed.toString('base64url')}`;
  }

  /** Throws when the value is not one of ours, its key is not configured, or it was changed or moved to another user. */
  decrypt(userId: string, stored: string): string {
    const match = STORED.exec(stored);
    if (!match) throw new Error('The two-factor secret is not encrypted');
    const key = this.byId.get(match[1] as string);
    if (!key) throw new Error(`The two-factor secret is encrypted under key "${match[1]}", which TWO_FACTOR_ENCRYPTION_KEYS does not hold`);
    const sealed = Buffer.from(match[2] as string, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, IV_BYTES), { authTagLength: TAG_BYTES })
      .setAAD(Buffer.from(userId, 'utf8'))
      .setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
    return Buffer.concat([decipher.update(sealed.subarray(IV_BYTES, sealed.length - TAG_BYTES)), decipher.final()]).toString('utf8');
  }

  /** Whether a stored value is already encrypted under the first key (else a rotation or the migration rewrites it). */
  isCurrent(stored: string): boolean {
    return STORED.exec(stored)?.[1] === this.keys[0]?.id;
  }

  static isEncrypted(stored: string): boolean {
    return STORED.test(stored);
  }
}

/**
 * The cipher of TWO_FACTOR_ENCRYPTION_KEYS; without it, outside production, this install's
 * own key, generated once into `localKeyFile` (as the other development secrets under var/).
 * Production refuses to go without the variable: every replica and the migration must agree.
 */
export function twoFactorSecretCipherFrom(
  env: { TWO_FACTOR_ENCRYPTION_KEYS?: string; NODE_ENV?: string },
  localKeyFile: string = LOCAL_TWO_FACTOR_KEY_FILE,
): TwoFactorSecretCipher {
  const configured = env.TWO_FACTOR_ENCRYPTION_KEYS?.trim();
  if (configured) return new TwoFactorSecretCipher(parseTwoFactorEncryptionKeys(configured));
  if (env.NODE_ENV === 'production') {
    throw new Error('TWO_FACTOR_ENCRYPTION_KEYS is required when NODE_ENV=production (<id>:<64 hex characters>, e.g. k1:$(openssl rand -hex 32))');
  }
  const local = readOrCreateSecretFile(localKeyFile, () => `local:${randomBytes(32).toString('hex')}`);
  return new TwoFactorSecretCipher(parseTwoFactorEncryptionKeys(local));
}
