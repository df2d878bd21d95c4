/**
 * Where the licence lives on disk: one folder per user, readable by that user only.
 *
 *   licence.lic      the armored licence file
 *   jwks.jws         the signed key set last fetched, when the app ships root keys
 *   jwks.json        else the plain key set last fetched
 *   activation.json  the licence key or this computer's sign-in tokens, the server, and when it was last validated
 *   device-key.json  this computer's device key (X25519), made by the first offline request; it outlives the licence
 *
 * Everything here is the user's to edit: the client trusts none of it without checking.
 */
import { homedir } from 'node:os';
import { join } from 'node:path';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import type { JSONWebKeySet } from 'jose';
import type { DeviceKey } from './offline-activation';

export const LICENCE_FILE_NAME = 'licence.lic';
export const JWKS_FILE_NAME = 'jwks.json';
export const SIGNED_JWKS_FILE_NAME = 'jwks.jws';
export const ACTIVATION_FILE_NAME = 'activation.json';
export const DEVICE_KEY_FILE_NAME = 'device-key.json';

/** This computer's own credential: from `login`, or answered to an activation by key (it outlives a key rotation). */
export interface StoredCredentials {
  accessToken: string;
  refreshToken: string;
  /** When the access token stops working (ISO 8601); the refresh token then gets new ones. */
  accessExpiresAt: string;
}

export interface StoredActivation {
  /** Absent after `login`: the person signed in, and never saw the key. */
  licenseKey?: string;
  credentials?: StoredCredentials;
  apiOrigin: string;
  /** The `iss` the files must carry. */
  issuer: string;
  machineId: string;
  lastValidatedAt: string;
  lastAttemptAt?: string;
}

/** The key set as last fetched: signed (a compact JWS) when the app ships root keys, else the plain JWK Set. */
export type CachedKeySet = { signedJwks: string } | { jwks: JSONWebKeySet };

export interface StoredLicence {
  activation: StoredActivation;
  licenceFile: string;
  keySet: CachedKeySet;
}

/** The per-user configuration folder of each platform. */
export function defaultLicenceDir(platform: NodeJS.Platform = process.platform, env: NodeJS.ProcessEnv = process.env): string {
  const home = homedir();
  if (platform === 'win32') return join(env.APPDATA ?? join(home, 'AppData', 'Roaming'), 'PointForge');
  if (platform === 'darwin') return join(home, 'Library', 'Application Support', 'PointForge');
  return join(env.XDG_CONFIG_HOME || join(home, '.config'), 'pointforge');
}

export class LicenceStore {
  constructor(readonly dir: string = defaultLicenceDir()) {}

  get licenceFilePath(): string {
    return join(this.dir, LICENCE_FILE_NAME);
  }

  /** The stored licence, or null when this computer has none (or only part of one). */
  async read(): Promise<StoredLicence | null> {
    const [licenceFile, signedJwks, jwks, activation] = await Promise.all([
      this.readText(LICENCE_FILE_NAME),
      this.readText(SIGNED_JWKS_FILE_NAME),
      this.readText(JWKS_FILE_NAME),
      this.readText(ACTIVATION_FILE_NAME),
    ]);
    if (licenceFile === null || (signedJwks === null && jwks === null) || activation === null) return null;
    try {
      const keySet: CachedKeySet = signedJwks !== null ? { signedJwks } : { jwks: JSON.parse(jwks!) as JSONWebKeySet };
      return { licenceFile, keySet, activation: JSON.parse(activation) as StoredActivation };
    } catch {
      // A damaged record counts as none: activating again is idempotent on the server.
      return null;
    }
  }

  async save(licence: StoredLicence): Promise<void> {
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    const { keySet } = licence;
    if ('signedJwks' in keySet) await this.writePrivate(SIGNED_JWKS_FILE_NAME, `${keySet.signedJwks}\n`);
    else await this.writePrivate(JWKS_FILE_NAME, `${JSON.stringify(keySet.jwks, null, 2)}\n`);
    // The other form, from an earlier build of the app, would only mislead whoever reads the folder.
    await rm(join(this.dir, 'signedJwks' in keySet ? JWKS_FILE_NAME : SIGNED_JWKS_FILE_NAME), { force: true });
    await this.writePrivate(LICENCE_FILE_NAME, licence.licenceFile);
    // Written last: a licence counts as stored once its activation record is there.
    await this.saveActivation(licence.activation);
  }

  async saveActivation(activation: StoredActivation): Promise<void> {
    await this.writePrivate(ACTIVATION_FILE_NAME, `${JSON.stringify(activation, null, 2)}\n`);
  }

  /** The device key, or null before the first offline request (or when the file is damaged). */
  async readDeviceKey(): Promise<DeviceKey | null> {
    const text = await this.readText(DEVICE_KEY_FILE_NAME);
    if (text === null) return null;
    try {
      const { d, x } = JSON.parse(text) as Partial<DeviceKey>;
      return typeof d === 'string' && typeof x === 'string' ? { d, x } : null;
    } catch {
      return null;
    }
  }

  async saveDeviceKey(key: DeviceKey): Promise<void> {
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    await this.writePrivate(DEVICE_KEY_FILE_NAME, `${JSON.stringify(key)}\n`);
  }

  /** Forgets the licence; the device key stays, so a request made before still gets files whose codes this computer can compute. */
  async clear(): Promise<void> {
    for (const name of [ACTIVATION_FILE_NAME, LICENCE_FILE_NAME, SIGNED_JWKS_FILE_NAME, JWKS_FILE_NAME]) await rm(join(this.dir, name), { force: true });
  }

  private async readText(name: string): Promise<string | null> {
    return readFile(join(this.dir, name), 'utf8').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
  }

  /** Mode 0600 (owner only; Windows ignores it and relies on the profile folder's ACL), replaced atomically. */
  private async writePrivate(name: string, content: string): Promise<void> {
    const temporary = join(this.dir, `.${name}.${process.pid}.tmp`);
    await writeFile(temporary, content, { mode: 0o600 });
    await rename(temporary, join(this.dir, name));
  }
}
