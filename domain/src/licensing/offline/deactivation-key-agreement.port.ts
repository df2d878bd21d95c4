/** The device key of an air-gapped computer: its X25519 public key, 32 raw bytes as base64url (43 symbols). */
export const DEVICE_KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The server's half of an offline deactivation key (offline/deactivation-code.ts). */
export interface AgreedDeactivationKey {
  /** The ephemeral X25519 public key, 32 raw bytes: the file's `epk`. */
  ephemeralPublicKey: Uint8Array;
  /** HKDF-SHA-256 of the shared secret, 32 bytes. */
  key: Uint8Array;
}

/**
 * X25519 key agreement with HKDF-SHA-256 (RFC 7748, RFC 5869; node:crypto in infra), for
 * offline deactivation codes: only the computer holding the device key's private half
 * can derive the same key from a file's `epk`.
 */
export abstract class DeactivationKeyAgreementPort {
  /**
   * Makes an ephemeral X25519 key pair, agrees it with `devicePublicKey` (32 raw bytes) and
   * derives 32 bytes with HKDF-SHA-256 (`salt`, `info` as UTF-8); the ephemeral private key
   * is forgotten. Null when `devicePublicKey` is no usable X25519 public key (a low-order point).
   */
  abstract agree(devicePublicKey: Uint8Array, salt: string, info: string): AgreedDeactivationKey | null;
}
