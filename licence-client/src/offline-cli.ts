/**
 * The air-gapped commands of `pointforge-licence` (cli.ts runs them):
 *
 *   offline-request [--key <licence-key>] [--out <file>]   writes this computer's activation request
 *   offline-activate <licence-file> --issuer <origin> --keys <file>   stores the file the dashboard answered
 *   offline-deactivate                                      forgets the licence and prints the code that frees the seat
 *
 * `--keys` is the key set the file is checked with: the JWK Set (/.well-known/jwks.json), or
 * with --root-keys the signed key set (/.well-known/jwks.jws), copied along with the file.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { JSONWebKeySet } from 'jose';
import type { LicenceClient } from './licence-client';
import type { CachedKeySet } from './licence-store';

export const OFFLINE_USAGE = `  pointforge-licence offline-request [--key <licence-key>] [--out <file>] [--app-version <version>]
  pointforge-licence offline-activate <licence-file> --issuer <origin> --keys <jwks.json or jwks.jws>
  pointforge-licence offline-deactivate`;

/** Where offline-request writes without --out. */
export const DEFAULT_REQUEST_FILE = 'PointForge-activation-request.txt';

export interface OfflineOptions {
  key?: string;
  out?: string;
  issuer?: string;
  keys?: string;
}

/** What a command printed: sentences, and the --json answer. */
export interface OfflineOutput {
  lines: string[];
  json: object;
}

/** Runs an offline command; a string says what is wrong with how it was called; null: not an offline command. */
export async function runOfflineCommand(
  client: LicenceClient,
  command: string | undefined,
  args: string[],
  options: OfflineOptions,
): Promise<OfflineOutput | string | null> {
  if (command === 'offline-request' && args.length === 0) {
    const file = resolve(options.out ?? DEFAULT_REQUEST_FILE);
    await writeFile(file, await client.offlineRequest(options.key));
    return {
      lines: [
        `Wrote the activation request to ${file}.`,
        'Upload it in the Licenses tab of your dashboard from any connected computer, within 7 days, and bring back the licence file.',
      ],
      json: { state: 'requested', file },
    };
  }
  if (command === 'offline-activate' && args.length === 1) {
    if (!options.issuer || !options.keys) return 'offline-activate needs --issuer <origin> and --keys <file>.';
    const claims = await client.activateOffline(await readFile(args[0]!, 'utf8'), keySetOf(await readFile(options.keys, 'utf8')), options.issuer);
    return {
      lines: [`Activated offline: PointForge ${claims.plan}, until ${new Date(claims.exp * 1000).toISOString()}.`],
      json: { state: 'activated', claims },
    };
  }
  if (command === 'offline-deactivate' && args.length === 0) {
    const code = await client.deactivateOffline();
    return {
      lines: ['This computer is deactivated. To free its seat, enter this code in the Licenses tab of your dashboard:', code],
      json: { state: 'deactivated', code },
    };
  }
  return null;
}

/** A JWK Set file, or else the compact JWS of a signed key set. */
function keySetOf(text: string): CachedKeySet {
  const trimmed = text.trim();
  return trimmed.startsWith('{') ? { jwks: JSON.parse(trimmed) as JSONWebKeySet } : { signedJwks: trimmed };
}
