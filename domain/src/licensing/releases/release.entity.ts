import type { MachinePlatform } from '../machine.entity';

/**
 * Update channels. An app on `beta` is offered beta and stable releases (Sparkle's
 * convention: a beta tester still gets the stable fix that follows); one on `stable` only
 * stable ones.
 */
export const RELEASE_CHANNELS = ['stable', 'beta'] as const;
export type ReleaseChannel = (typeof RELEASE_CHANNELS)[number];

/** Release notes in Markdown, at most this long. */
export const RELEASE_NOTES_MAX_LENGTH = 20_000;
/** An artifact's file name as downloads save it, at most this long. */
export const RELEASE_FILE_NAME_MAX_LENGTH = 200;

/**
 * One published build of the desktop app for one platform and channel; a version is
 * published once per platform and channel. The server computed the size, the digests and
 * the signature from the bytes it stored, so they describe what a download receives.
 */
export interface Release {
  id: string;
  /** Semantic version (release-version.ts). */
  version: string;
  channel: ReleaseChannel;
  platform: MachinePlatform;
  /** Where the artifact lives in the file storage. */
  objectKey: string;
  /** What a download saves it as. */
  fileName: string;
  /** Bytes. */
  size: number;
  /** Hex digests of the artifact. */
  sha256: string;
  sha512: string;
  /** Base64 of the 64-byte Ed25519 signature over the artifact's bytes: Sparkle's `sparkle:edSignature`. */
  edSignature: string;
  /** Markdown. */
  notes: string;
  /** The release date the operator gave (UTC midnight): what customers see and the perpetual fallback compares. */
  releasedAt: Date;
  /** The operator who published it; null for the seeded first release (and once the account is gone). */
  publishedBy: string | null;
  createdAt: Date;
}

/** The largest artifact the console accepts unless RELEASE_MAX_BYTES says otherwise: 2 GiB. */
export const DEFAULT_RELEASE_MAX_BYTES = 2 * 1024 * 1024 * 1024;
