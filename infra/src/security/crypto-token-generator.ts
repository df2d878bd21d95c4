import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { TokenGeneratorPort, type SecretToken } from '@pointforge/domain';

/** 256 bits: twice the 128 the decisions ask for, and 43 URL-safe characters. */
const SECRET_TOKEN_BYTES = 32;

export class CryptoTokenGenerator extends TokenGeneratorPort {
  newId(): string {
    return randomUUID();
  }

  newSecretToken(): SecretToken {
    const token = randomBytes(SECRET_TOKEN_BYTES).toString('base64url');
    return { token, hash: this.hashToken(token) };
  }

  hashToken(token: string): string {
    return createHash('sha256').update(token, 'utf8').digest('hex');
  }

  randomBytes(count: number): Uint8Array {
    return new Uint8Array(randomBytes(count));
  }
}
