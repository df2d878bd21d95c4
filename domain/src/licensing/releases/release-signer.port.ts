/** An artifact's bytes, read afresh from the start each time it is called (the signer reads it twice). */
export type ArtifactSource = () => AsyncIterable<Uint8Array>;

/** What the server computes from an artifact's bytes. */
export interface ArtifactDigest {
  /** Bytes. */
  size: number;
  /** Hex. */
  sha256: string;
  sha512: string;
  /** Base64 of the 64-byte Ed25519 signature over the bytes (Sparkle's `sparkle:edSignature`). */
  edSignature: string;
}

/**
 * The artifact's bytes differed between two reads (the file or object changed underneath):
 * nothing is signed or stored from them. Signing two different messages with one nonce
 * would leak the private key, so the signer refuses rather than sign what it half read.
 */
export class ArtifactChangedError extends Error {
  override readonly name = 'ArtifactChangedError';

  constructor() {
    super('The artifact changed while it was being read; it was not signed or stored.');
  }
}

/**
 * Signs release artifacts with the release key (RELEASE_SIGNING_KEY; not the licence-file
 * key): pure Ed25519 over the bytes, as Sparkle and WinSparkle verify, computed from the
 * stream without holding the artifact in memory.
 */
export abstract class ReleaseSignerPort {
  /** Base64 of the 32 raw bytes of the public key: Sparkle's `SUPublicEDKey`. */
  abstract publicKey(): string;
  /**
   * Reads `source` twice (the nonce, then the challenge) and throws ArtifactChangedError
   * unless both reads gave the same size and SHA-512.
   */
  abstract digest(source: ArtifactSource): Promise<ArtifactDigest>;

  /**
   * `content` passed through unchanged, failing at its end with ArtifactChangedError unless
   * its size and SHA-512 are those of `digest`: storing through it makes the stored bytes
   * the signed ones.
   */
  abstract matching(content: AsyncIterable<Uint8Array>, digest: ArtifactDigest): AsyncIterable<Uint8Array>;
}
