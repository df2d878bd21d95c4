/** HMAC-SHA-256 (RFC 2104), for MACs the domain computes with keys it made (node:crypto in infra). */
export abstract class HmacSha256Port {
  /** The 32-byte MAC of the UTF-8 `message` under `key`. */
  abstract mac(key: Uint8Array, message: string): Uint8Array;
}
