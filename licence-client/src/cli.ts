#!/usr/bin/env node
/**
 * pointforge-licence: the reference client from a terminal.
 *
 *   pointforge-licence activate <key> [--api <origin>] [--issuer <origin>] [--app-version <v>]
 *   pointforge-licence login [--api <origin>] [--issuer <origin>] [--app-version <v>]
 *   pointforge-licence status [--offline]
 *   pointforge-licence deactivate
 *   pointforge-licence offline-request | offline-activate <file> | offline-deactivate   (offline-cli.ts)
 *   pointforge-licence check-update [--channel beta] [--current <version>] …   (update-cli.ts)
 *
 * Every command takes --dir <folder> (default: the per-user configuration folder), --json
 * (one JSON object on stdout instead of sentences) and --root-keys <file> (a JWK Set of the
 * root public keys to trust, as an app ships them). --api defaults to PF_LICENCE_API.
 * `login` signs in by device code: it prints the code and the address to approve it at
 * (with --json, as a first JSON line `{"state":"waiting",…}`), then waits for the approval.
 * PF_LICENCE_FINGERPRINT replaces this machine's fingerprint, so tests can play several
 * computers; the library never reads it (a desktop app must not let users choose it).
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { JSONWebKeySet } from 'jose';
import { LicenceApiError } from './licence-api.client';
import { LicenceClient, LicenceFileRefusedError, NoStoredLicenceError, type LicenceStatus } from './licence-client';
import { LicenceStore } from './licence-store';
import { OFFLINE_USAGE, runOfflineCommand } from './offline-cli';
import { runUpdateCommand, UPDATE_OPTIONS, UPDATE_USAGE } from './update-cli';
import type { LicenceClaims } from './licence-verifier';

const EXIT = {
  /** Activated, licensed, or released. */
  OK: 0,
  /** Not licensed: refused by the server or by the offline check, or nothing stored. */
  NOT_LICENSED: 1,
  USAGE: 2,
  /** The licence server could not be reached or is not answering (nothing was decided). */
  SERVER_UNREACHABLE: 3,
  /** A bug: the stack is printed. */
  INTERNAL_ERROR: 70,
} as const;

const USAGE = `Usage:
  pointforge-licence activate <licence-key> [--api <origin>] [--issuer <origin>] [--app-version <version>]
  pointforge-licence login [--api <origin>] [--issuer <origin>] [--app-version <version>]
  pointforge-licence status [--offline]
  pointforge-licence deactivate
${OFFLINE_USAGE}
${UPDATE_USAGE}
Options for every command: --dir <folder>  --json  --root-keys <jwks-file>
Environment: PF_LICENCE_API (the --api default), PF_LICENCE_FINGERPRINT (replaces this machine's fingerprint)`;

/** Writes a line at once (the sign-in's code, before the command ends). */
type Progress = (line: string, json: object) => void;

const UNREACHABLE_CODES = new Set(['NETWORK_ERROR', 'TIMEOUT', 'SERVICE_UNAVAILABLE', 'RATE_LIMITED']);

interface Output {
  exitCode: number;
  /** What a person reads. */
  lines: string[];
  /** What --json prints. */
  json: object;
}

async function run(argv: string[], env: NodeJS.ProcessEnv, progress: Progress): Promise<Output> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      api: { type: 'string' },
      issuer: { type: 'string' },
      'app-version': { type: 'string' },
      dir: { type: 'string' },
      'root-keys': { type: 'string' },
      offline: { type: 'boolean', default: false },
      key: { type: 'string' },
      out: { type: 'string' },
      keys: { type: 'string' },
      ...UPDATE_OPTIONS,
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const [command, ...rest] = positionals;
  const rootKeys = values['root-keys'] === undefined ? undefined : readKeySet(values['root-keys']);
  if (typeof rootKeys === 'string') return usage(rootKeys);
  const client = new LicenceClient({
    rootKeys,
    apiOrigin: values.api ?? env.PF_LICENCE_API,
    issuer: values.issuer,
    store: new LicenceStore(values.dir),
    fingerprint: env.PF_LICENCE_FINGERPRINT || undefined,
    device: values['app-version'] ? { appVersion: values['app-version'] } : undefined,
  });

  const activating = (command === 'activate' && rest.length === 1) || (command === 'login' && rest.length === 0);
  if (activating && !values.api && !env.PF_LICENCE_API) return usage(`${command} needs the licence server: --api <origin> or PF_LICENCE_API.`);
  if (activating) {
    const { license, claims } =
      command === 'activate'
        ? await client.activate(rest[0])
        : await client.login((shown) =>
            progress(`To sign in, open ${shown.verificationUriComplete} and confirm the code ${shown.userCode}. Waiting for your approval…`, {
              state: 'waiting',
              ...shown,
            }),
          );
    return {
      exitCode: EXIT.OK,
      lines: [
        `Activated: ${describeLicence(claims)}, on ${license.seatsUsed} of the ${license.seats * license.devicesPerSeat} devices it runs on.`,
        describeFileValidity(claims),
      ],
      json: { state: 'activated', license, claims },
    };
  }
  if (command === 'status' && rest.length === 0) return statusOutput(await client.status({ online: !values.offline }));
  if (command === 'deactivate' && rest.length === 0) {
    await client.deactivate();
    return { exitCode: EXIT.OK, lines: ['This computer is deactivated; its seat is free again.'], json: { state: 'deactivated' } };
  }
  const offline = await runOfflineCommand(client, command, rest, values);
  if (typeof offline === 'string') return usage(offline);
  if (offline) return { exitCode: EXIT.OK, ...offline };
  const update = await runUpdateCommand(client, command, rest, values, env);
  if (typeof update === 'string') return usage(update);
  if (update) return update;
  return usage(values.help ? undefined : 'Unknown command or wrong number of arguments.');
}

/** The JWK Set in `path`, or what is wrong with it. */
function readKeySet(path: string): JSONWebKeySet | string {
  try {
    const keySet = JSON.parse(readFileSync(path, 'utf8')) as Partial<JSONWebKeySet>;
    if (Array.isArray(keySet.keys) && keySet.keys.length > 0) return keySet as JSONWebKeySet;
  } catch {
    // Unreadable or not JSON: the same sentence as a JSON file that is no key set.
  }
  return `--root-keys ${path} is not a readable JWK Set file ({"keys":[…]}).`;
}

function statusOutput(status: LicenceStatus): Output {
  const warning = 'refreshFailure' in status && status.refreshFailure ? [`Could not renew the licence file: ${status.refreshFailure}`] : [];
  switch (status.state) {
    case 'licensed':
      return {
        exitCode: EXIT.OK,
        lines: [`Licensed: ${describeLicence(status.claims)}.`, describeFileValidity(status.claims), ...warning],
        json: status,
      };
    case 'refused':
      return { exitCode: EXIT.NOT_LICENSED, lines: [`Not licensed: ${status.message}`, ...warning], json: status };
    case 'revoked':
    case 'not-activated':
      return { exitCode: EXIT.NOT_LICENSED, lines: [`Not licensed: ${status.message}`], json: status };
  }
}

function describeLicence(claims: LicenceClaims): string {
  const licensee = claims.licensee ? ` for ${claims.licensee}` : '';
  return `PointForge ${claims.plan}${licensee} (${claims.seats} seat${claims.seats === 1 ? '' : 's'}, licence ends ${formatDate(claims.lexp)})`;
}

function describeFileValidity(claims: LicenceClaims): string {
  return `The licence file on this computer works offline until ${formatDate(claims.exp)}; it is renewed whenever the app is online.`;
}

function formatDate(epochSeconds: number): string {
  return `${new Date(epochSeconds * 1000).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

function usage(problem?: string): Output {
  return { exitCode: problem ? EXIT.USAGE : EXIT.OK, lines: [...(problem ? [problem] : []), USAGE], json: { state: 'usage', problem } };
}

/** Errors the user can act on become a sentence and an exit code; anything else is a bug and keeps its stack. */
function failureOutput(error: unknown): Output | undefined {
  if (error instanceof LicenceApiError) {
    const exitCode = UNREACHABLE_CODES.has(error.code) ? EXIT.SERVER_UNREACHABLE : EXIT.NOT_LICENSED;
    return { exitCode, lines: [error.message], json: { state: 'failed', code: error.code, message: error.message } };
  }
  if (error instanceof LicenceFileRefusedError) {
    return { exitCode: EXIT.NOT_LICENSED, lines: [error.message], json: { state: 'failed', code: error.reason, message: error.message } };
  }
  if (error instanceof NoStoredLicenceError) {
    return { exitCode: EXIT.NOT_LICENSED, lines: [error.message], json: { state: 'not-activated', message: error.message } };
  }
  // An unknown option (parseArgs) or an --api that is not a URL.
  if (error instanceof TypeError && 'code' in error && /^ERR_(PARSE_ARGS|INVALID_URL)/.test(String(error.code))) return usage(error.message);
  return undefined;
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const json = argv.includes('--json');
  const progress: Progress = (line, answer) => process.stdout.write(`${json ? JSON.stringify(answer) : line}\n`);
  const output = await run(argv, process.env, progress).catch((error: unknown) => {
    const known = failureOutput(error);
    if (!known) throw error;
    return known;
  });
  const failed = output.exitCode !== EXIT.OK;
  if (json) process.stdout.write(`${JSON.stringify(output.json)}\n`);
  else (failed ? process.stderr : process.stdout).write(`${output.lines.join('\n')}\n`);
  process.exitCode = output.exitCode;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = EXIT.INTERNAL_ERROR;
});
