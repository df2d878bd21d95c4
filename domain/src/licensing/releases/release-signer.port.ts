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
 * Signs release artifacts with the release key (RELEASE_SIGNING_KEY; not the licence-file
 * key): pure Ed25519 over the bytes, as Sparkle and WinSparkle verify, computed from the
 * stream without holding the artifact in memory.
 */
export abstract class ReleaseSignerPort {
  /** Base64 of the 32 raw bytes of the public key: Sparkle's `SUPublicEDKey`. */
  abstract publicKey(): string;
  abstract digest(source: ArtifactSource): Promise<ArtifactDigest>;
}
