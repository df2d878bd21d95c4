/**
 * `pointforge-licence check-update` (cli.ts runs it): asks the update feed with the stored
 * licence (or --key with --api), downloads what it offers and reports it only once its
 * checksums and Ed25519 signature verify (update-check.ts). The release public key is pinned
 * with --public-key or PF_RELEASE_PUBLIC_KEY, as an app ships it; --fetch-public-key trusts
 * the server's own instead (trust on first use, for trying things out).
 */
import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { LicenceApiClient, type DevicePlatform } from './licence-api.client';
import { thisPlatform, type LicenceClient } from './licence-client';
import { isVersion } from './release-version';
import { checkForUpdate, fetchReleasePublicKey, UpdateRefusedError, type ReleaseChannel, type UpdateCheck } from './update-check';

export const UPDATE_USAGE = `  pointforge-licence check-update [--channel stable|beta] [--current <version>] [--platform windows|macos|linux]
      [--public-key <base64> | --fetch-public-key] [--key <licence-key> --api <origin>] [--out <file>]`;

/** The options check-update reads, besides those of every command. */
export const UPDATE_OPTIONS = {
  channel: { type: 'string' },
  current: { type: 'string' },
  platform: { type: 'string' },
  'public-key': { type: 'string' },
  'fetch-public-key': { type: 'boolean', default: false },
} as const;

export interface UpdateOptions {
  channel?: string;
  current?: string;
  platform?: string;
  'public-key'?: string;
  'fetch-public-key'?: boolean;
  key?: string;
  api?: string;
  out?: string;
}

export interface UpdateOutput {
  exitCode: number;
  lines: string[];
  json: object;
}

const CHANNELS: readonly string[] = ['stable', 'beta'];
const PLATFORMS: readonly string[] = ['windows', 'macos', 'linux'];
/** A refused download: the update is not installed (the exit code of "not licensed", since nothing was decided in its favour). */
const REFUSED_EXIT_CODE = 1;

/** Runs check-update; a string says what is wrong with how it was called; null: not this command. */
export async function runUpdateCommand(
  client: LicenceClient,
  command: string | undefined,
  args: string[],
  options: UpdateOptions,
  env: NodeJS.ProcessEnv,
): Promise<UpdateOutput | string | null> {
  if (command !== 'check-update' || args.length > 0) return null;
  const channel = options.channel ?? 'stable';
  const platform = options.platform ?? thisPlatform();
  if (!CHANNELS.includes(channel)) return '--channel must be stable or beta.';
  if (platform === undefined || !PLATFORMS.includes(platform)) return '--platform must be windows, macos or linux.';
  if (options.current !== undefined && !isVersion(options.current)) return '--current must be a semantic version such as 1.0.7.';
  const apiOrigin = options.api ?? env.PF_LICENCE_API;
  if (options.key !== undefined && apiOrigin === undefined) return 'check-update --key needs the licence server: --api <origin> or PF_LICENCE_API.';
  const pinned = options['public-key'] ?? env.PF_RELEASE_PUBLIC_KEY;
  if (pinned === undefined && !options['fetch-public-key'])
    return 'check-update needs the release public key: --public-key <base64> (or PF_RELEASE_PUBLIC_KEY), or --fetch-public-key.';

  const query = { platform: platform as DevicePlatform, channel: channel as ReleaseChannel, current: options.current };
  const check = (api: LicenceApiClient, credential: Parameters<typeof checkForUpdate>[1]) =>
    (pinned === undefined ? fetchReleasePublicKey(api) : Promise.resolve(pinned)).then((publicKey) => checkForUpdate(api, credential, query, publicKey));
  try {
    const result =
      options.key === undefined
        ? await client.withStoredCredential(check)
        : await check(new LicenceApiClient({ apiOrigin: apiOrigin! }), { licenseKey: options.key });
    return await reported(result, options.out);
  } catch (error) {
    if (!(error instanceof UpdateRefusedError)) throw error;
    return { exitCode: REFUSED_EXIT_CODE, lines: [error.message], json: { state: 'update-refused', code: error.reason, message: error.message } };
  }
}

async function reported(result: UpdateCheck, out: string | undefined): Promise<UpdateOutput> {
  if (result.state === 'up-to-date') return { exitCode: 0, lines: ['PointForge is up to date.'], json: { state: 'up-to-date' } };
  const { artifact, update } = result;
  const file = out === undefined ? undefined : resolve(out);
  if (file) await writeFile(file, artifact);
  const { downloadUrl: _link, edSignature: _signature, ...facts } = update;
  return {
    exitCode: 0,
    lines: [
      `Update ${update.version} (released ${update.releasedAt}) is available, and its download verified: ${update.size} bytes, SHA-256, SHA-512 and the Ed25519 signature all match.`,
      file ? `Saved to ${file}.` : `Release notes: ${update.notesUrl}`,
    ],
    json: { state: 'update-verified', ...facts, ...(file ? { file } : {}) },
  };
}
