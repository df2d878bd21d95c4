import { encodeBase64url } from '../shared/base64url';
import { HmacSha256Port } from '../shared/hmac.port';
import { nonCryptographicHashHex } from './sequential-token-generator';

/** A keyed 32-byte digest for unit tests: a pure function of key and message like HMAC-SHA-256, but not secure (the domain has no node:crypto). */
export class FakeHmacSha256 extends HmacSha256Port {
  mac(key: Uint8Array, message: string): Uint8Array {
    const hex = nonCryptographicHashHex(`${encodeBase64url(key)}|${message}`);
    return Uint8Array.from(hex.match(/../g)!, (pair) => parseInt(pair, 16));
  }
}
