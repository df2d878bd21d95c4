/**
 * Checking for an update as a desktop app must: ask the feed (/api/v1/releases/latest) with
 * the licence, refuse an offer that is not newer than the version running, download the
 * artifact (no more bytes than announced), and report the update only once its size,
 * SHA-256, SHA-512 and Ed25519 signature all match, the signature checked against a public
 * key the app pinned (Sparkle's SUPublicEDKey form: base64 of the 32 raw bytes). The
 * artifact is held in memory for the check: Node's Ed25519 verifies a whole message.
 *
 * The signature covers the bytes only, as Sparkle's does, not the version the feed names:
 * a feed that lies could offer an older signed build as "9.9.9". Downgrade protection so
 * rests on the app comparing the offer with its own running version (as Sparkle does), and
 * an app should also check the version inside the installer before running it.
 */
import { createHash, createPublicKey, verify, type KeyObject } from 'node:crypto';
import { LicenceApiError, type DevicePlatform, type LicenceApiClient, type LicenceCredential } from './licence-api.client';
import { licenceApiMessage } from './licence-api.messages';
import { compareVersions, isVersion } from './release-version';

export type ReleaseChannel = 'stable' | 'beta';

export interface UpdateQuery {
  platform: DevicePlatform;
  channel: ReleaseChannel;
  /** The version running (semver); without it the newest release counts as an update and nothing guards against a downgrade. */
  current?: string;
}

/** What the feed offers, as /latest answers it. */
export interface OfferedUpdate {
  version: string;
  releasedAt: string;
  size: number;
  sha256: string;
  sha512: string;
  edSignature: string;
  downloadUrl: string;
  notesUrl: string;
}

export type UpdateCheck = { state: 'up-to-date' } | { state: 'update-verified'; update: OfferedUpdate; artifact: Uint8Array };

export type UpdateRefusal = 'BAD_PUBLIC_KEY' | 'NOT_NEWER' | 'SIZE_MISMATCH' | 'SHA256_MISMATCH' | 'SHA512_MISMATCH' | 'BAD_SIGNATURE';

/** The artifact is not what the feed vouched for (or the pinned key is unusable): nothing may be installed. */
export class UpdateRefusedError extends Error {
  override readonly name = 'UpdateRefusedError';

  constructor(
    readonly reason: UpdateRefusal,
    message: string,
  ) {
    super(message);
  }
}

/** Ed25519 public key of the base64 of its 32 raw bytes. */
export function releasePublicKey(base64: string): KeyObject {
  const raw = Buffer.from(base64, 'base64');
  if (raw.length !== 32) throw new UpdateRefusedError('BAD_PUBLIC_KEY', 'The release public key must be the base64 of 32 bytes (Sparkle’s SUPublicEDKey).');
  return createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: raw.toString('base64url') }, format: 'jwk' });
}

/** The key the server signs releases with: to pin at build time, or to trust once when told to. */
export async function fetchReleasePublicKey(api: LicenceApiClient): Promise<string> {
  const { edPublicKey } = await api.getJson('/api/v1/releases/public-key');
  if (typeof edPublicKey !== 'string') throw unexpected();
  return edPublicKey;
}

export async function checkForUpdate(api: LicenceApiClient, credential: LicenceCredential, query: UpdateQuery, publicKey: string): Promise<UpdateCheck> {
  const key = releasePublicKey(publicKey);
  const search = new URLSearchParams({ platform: query.platform, channel: query.channel, ...(query.current === undefined ? {} : { current: query.current }) });
  const { update } = await api.getWithCredential(`/api/v1/releases/latest?${search.toString()}`, credential);
  if (update === null) return { state: 'up-to-date' };
  const offered = offeredUpdate(update);
  if (query.current !== undefined && compareVersions(offered.version, query.current) <= 0)
    throw new UpdateRefusedError(
      'NOT_NEWER',
      `The feed offered ${offered.version}, which is not newer than ${query.current} running here; it was not installed.`,
    );
  const artifact = await api.fetchBytes(offered.downloadUrl, offered.size);
  if (artifact === null)
    throw new UpdateRefusedError(
      'SIZE_MISMATCH',
      `The download of ${offered.version} has more than the ${offered.size} bytes announced; it was not installed.`,
    );
  verifyArtifact(artifact, offered, key);
  return { state: 'update-verified', update: offered, artifact };
}

/** Throws UpdateRefusedError unless `artifact` is exactly what `offered` describes and its signature holds under `key`. */
export function verifyArtifact(
  artifact: Uint8Array,
  offered: Pick<OfferedUpdate, 'size' | 'sha256' | 'sha512' | 'edSignature' | 'version'>,
  key: KeyObject,
): void {
  const refuse = (reason: UpdateRefusal, what: string) => new UpdateRefusedError(reason, `The download of ${offered.version} ${what}; it was not installed.`);
  if (artifact.length !== offered.size) throw refuse('SIZE_MISMATCH', `has ${artifact.length} bytes, not the ${offered.size} announced`);
  if (createHash('sha256').update(artifact).digest('hex') !== offered.sha256) throw refuse('SHA256_MISMATCH', 'does not match its SHA-256');
  if (createHash('sha512').update(artifact).digest('hex') !== offered.sha512) throw refuse('SHA512_MISMATCH', 'does not match its SHA-512');
  if (!verify(null, artifact, key, Buffer.from(offered.edSignature, 'base64'))) throw refuse('BAD_SIGNATURE', 'is not signed by the release key');
}

function offeredUpdate(value: unknown): OfferedUpdate {
  const update = value as Partial<Record<keyof OfferedUpdate, unknown>> | null;
  const texts = ['version', 'releasedAt', 'sha256', 'sha512', 'edSignature', 'downloadUrl', 'notesUrl'] as const;
  if (typeof update !== 'object' || update === null || !Number.isSafeInteger(update.size) || (update.size as number) < 0) throw unexpected();
  if (!texts.every((name) => typeof update[name] === 'string') || !isVersion(update.version as string)) throw unexpected();
  return update as OfferedUpdate;
}

function unexpected(): LicenceApiError {
  return new LicenceApiError('UNEXPECTED_RESPONSE', licenceApiMessage('UNEXPECTED_RESPONSE'));
}
