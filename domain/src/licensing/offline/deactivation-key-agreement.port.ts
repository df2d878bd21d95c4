/** The length of a device key: an X25519 public key, 32 raw bytes as base64url without padding. */
export const DEVICE_KEY_LENGTH = 43;
/** The device key of an air-gapped computer, as a request or an activation names it. */
export const DEVICE_KEY_PATTERN = new RegExp(`^[A-Za-z0-9_-]{${DEVICE_KEY_LENGTH}}$`);

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
