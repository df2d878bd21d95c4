import { TokenGeneratorPort, type SecretToken } from '../shared/token-generator.port';

/**
 * Ids and tokens for unit tests: predictable, unique, and shaped like the real ones (UUIDs,
 * URL-safe tokens, 64 hex character hashes), but neither random nor secret. The domain
 * cannot use node:crypto, so `hashToken` is a fixed non-cryptographic stand-in for SHA-256.
 */
export class SequentialTokenGenerator extends TokenGeneratorPort {
  private sequence = 0;
  private randomState = 0x2545f491;

  newId(): string {
    return `00000000-0000-4000-8000-${this.next().toString(16).padStart(12, '0')}`;
  }

  newSecretToken(): SecretToken {
    const token = `test-token-${String(this.next()).padStart(16, '0')}`;
    return { token, hash: this.hashToken(token) };
  }

  hashToken(token: string): string {
    return nonCryptographicHashHex(token);
  }

  /** A fixed pseudo-random stream (xorshift32): every call continues it, so calls differ. */
  randomBytes(count: number): Uint8Array {
    const bytes = new Uint8Array(count);
    for (let i = 0; i < count; i += 1) {
      this.randomState ^= this.randomState << 13;
      this.randomState ^= this.randomState >>> 17;
      this.randomState ^= this.randomState << 5;
      bytes[i] = this.randomState & 0xff;
    }
    return bytes;
  }

  private next(): number {
    this.sequence += 1;
    return this.sequence;
  }
}

/** Eight FNV-1a passes with different seeds, 256 bits as hex like SHA-256. A pure function; not secure. */
export function nonCryptographicHashHex(text: string): string {
  let hex = '';
  for (let pass = 0; pass < 8; pass += 1) {
    let hash = (0x811c9dc5 ^ Math.imul(pass + 1, 0x9e3779b9)) >>> 0;
    for (let i = 0; i < text.length; i += 1) {
      hash ^= text.charCodeAt(i);
      hash = Math.imul(hash, 0x01000193) >>> 0;
    }
    hex += hash.toString(16).padStart(8, '0');
  }
  return hex;
}
