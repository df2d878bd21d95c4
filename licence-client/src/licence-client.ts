/**
 * What a desktop app calls: activate a key, ask for the licence status (offline check, plus
 * the daily refresh when online), deactivate. It ties the API client, the offline verifier,
 * the refresh policy and the store together; each of those is usable on its own.
 */
import { hostname } from 'node:os';
import type { JSONWebKeySet } from 'jose';
import { machineFingerprint } from './fingerprint';
import { DeviceSignIn, type DeviceSignInPrompt } from './device-sign-in';
import {
  LicenceApiClient,
  LicenceApiError,
  type ActivateAnswer,
  type DeviceCredentials,
  type DeviceDetails,
  type LicenceCredential,
  type DevicePlatform,
  type LicenseSummary,
  type MachineSummary,
  type ValidationCode,
} from './licence-api.client';
import { licenceApiMessage } from './licence-api.messages';
import { LicenceStore, type CachedKeySet, type StoredActivation, type StoredCredentials, type StoredLicence } from './licence-store';
import { verifyLicenceFile, type LicenceClaims, type LicenceRefusalReason, type LicenceVerification } from './licence-verifier';
import { MalformedLicenceFileError } from './licence-file';
import { generateDeviceKey, offlineDeactivationCode, writeActivationRequest, type DeviceKey } from './offline-activation';
import { DEFAULT_REFRESH_POLICY, isRefreshDue, type RefreshPolicy } from './refresh-policy';
import { verifySignedKeySet } from './signed-key-set';

export interface LicenceClientOptions {
  /** The licence server, e.g. https://pointforge.example. Needed to activate; later calls use the stored one. */
  apiOrigin?: string;
  /** The `iss` files must carry; defaults to the API's origin. */
  issuer?: string;
  store?: LicenceStore;
  /** A fixed fingerprint for tests; else this machine's (see machineFingerprint). */
  fingerprint?: string;
  /**
   * Licence-signing keys built into the app, trusted as they are; they win over fetched keys
   * with the same `kid`. With shipped keys or root keys, no key from the cache counts unless
   * a root key signed it (docs/licence-protocol.md, "Trust").
   */
  shippedJwks?: JSONWebKeySet;
  /**
   * The root public keys built into the app. With them the client fetches the signed key set
   * (/.well-known/jwks.jws) and accepts the keys in it only when a root key signed it, at
   * every read of the cache; key rotation then needs no update of the app.
   */
  rootKeys?: JSONWebKeySet;
  /** Shown in the dashboard; defaults to the host name and this platform. */
  device?: DeviceDetails;
  refreshPolicy?: RefreshPolicy;
  /** Waits between the sign-in's polls; tests pass a quicker one. */
  sleep?: (ms: number) => Promise<void>;
  timeoutMs?: number;
  clockToleranceSeconds?: number;
  now?: () => Date;
}

export interface Activation {
  license: LicenseSummary;
  machine: MachineSummary;
  claims: LicenceClaims;
}

export type LicenceStatus =
  /** The stored file passes the offline check. `refreshFailure` says why a due refresh did not happen. */
  | { state: 'licensed'; claims: LicenceClaims; refreshed: boolean; refreshFailure?: string }
  /** The stored file fails the offline check, and no fresh one could be had. */
  | { state: 'refused'; reason: LicenceRefusalReason; message: string; refreshFailure?: string }
  /** The server said the licence or this activation is no longer good; the local licence is removed. */
  | { state: 'revoked'; code: Exclude<ValidationCode, 'VALID'>; message: string }
  | { state: 'not-activated'; message: string };

export const NOT_ACTIVATED_MESSAGE = 'This computer has no PointForge licence. Activate it with your licence key, or sign in.';

/** A licence file the server sent that does not pass the offline check: it is not stored. */
export class LicenceFileRefusedError extends Error {
  override readonly name = 'LicenceFileRefusedError';

  constructor(
    readonly reason: LicenceRefusalReason,
    message: string,
  ) {
    super(message);
  }
}

export class NoStoredLicenceError extends Error {
  override readonly name = 'NoStoredLicenceError';

  constructor() {
    super(NOT_ACTIVATED_MESSAGE);
  }
}

export class LicenceClient {
  private readonly store: LicenceStore;
  private readonly now: () => Date;
  private fingerprintPromise?: Promise<string>;

  constructor(private readonly options: LicenceClientOptions = {}) {
    this.store = options.store ?? new LicenceStore();
    this.now = options.now ?? (() => new Date());
  }

  /**
   * Activates this computer with the licence key, checks the file it gets, and stores it with
   * the server's keys and the computer's own credential (which keeps working after the key is rotated).
   */
  async activate(licenseKey: string): Promise<Activation> {
    const api = this.configuredApi();
    const answer = await api.activate({ licenseKey, fingerprint: await this.fingerprint(), ...deviceDetails(this.options.device) });
    return this.activated(api, answer, { licenseKey, credentials: answer.credentials && this.stored(answer.credentials) });
  }

  /**
   * Signs this computer in by device code: `prompt` gets the code and the address to approve
   * it at; once the person approves it for one of their licences, the computer is activated
   * with the token, and the tokens and the file are stored. The licence key is never seen.
   */
  async login(prompt: (shown: DeviceSignInPrompt) => void): Promise<Activation> {
    const api = this.configuredApi();
    const fingerprint = await this.fingerprint();
    const device = deviceDetails(this.options.device);
    const tokens = await new DeviceSignIn(api, { sleep: this.options.sleep }).signIn({ fingerprint, ...device }, prompt);
    const answer = await api.activate({ accessToken: tokens.accessToken, fingerprint, ...device });
    return this.activated(api, answer, { credentials: this.stored(tokens) });
  }

  /**
   * The activation request file for this computer (see offline-activation.ts), to upload in
   * the dashboard from a connected machine; `licenseKey` when the person has the key.
   */
  async offlineRequest(licenseKey?: string): Promise<string> {
    const deviceKey = await this.deviceKey();
    const fingerprint = await this.fingerprint();
    return writeActivationRequest({ fingerprint, ...deviceDetails(this.options.device), licenseKey, devicePublicKey: deviceKey.x, now: this.now() });
  }

  /**
   * Stores the licence file the dashboard answered to this computer's request, checked offline
   * exactly as a file from an online activation, against `keySet` (the JWK Set the app ships,
   * or, with root keys, the signed key set carried with the file). The computer has no
   * credential: it renews its file by another request, never online.
   */
  activateOffline(licenceFile: string, keySet: CachedKeySet, issuer: string): Promise<LicenceClaims> {
    return this.storeVerified(licenceFile, keySet, { apiOrigin: issuer, issuer, lastValidatedAt: this.now().toISOString() });
  }

  /** Forgets the licence without the server, and returns the code that frees the seat in the dashboard. */
  async deactivateOffline(): Promise<string> {
    const stored = await this.store.read();
    if (!stored) throw new NoStoredLicenceError();
    const deviceKey = await this.store.readDeviceKey();
    if (!deviceKey) throw new MalformedLicenceFileError('This computer has no device key: it was not activated offline. Release it in the dashboard instead.');
    const code = offlineDeactivationCode(stored.licenceFile, deviceKey);
    await this.store.clear();
    return code;
  }

  /** This computer's device key: the stored one, else a new one, stored before any request names it. */
  private async deviceKey(): Promise<DeviceKey> {
    const stored = await this.store.readDeviceKey();
    if (stored) return stored;
    const made = generateDeviceKey();
    await this.store.saveDeviceKey(made);
    return made;
  }

  /**
   * The licence of this computer. Offline (or `online: false`) it is the stored file's check;
   * online, a due refresh validates with the server first and replaces the file. A computer
   * activated offline has no credential to refresh with: its stored file decides.
   */
  async status({ online = true }: { online?: boolean } = {}): Promise<LicenceStatus> {
    const stored = await this.store.read();
    if (!stored) return { state: 'not-activated', message: NOT_ACTIVATED_MESSAGE };
    const offline = await this.verifyStored(stored);
    const { licenseKey, credentials } = stored.activation;
    if (!online || (licenseKey === undefined && !credentials) || !this.isRefreshDue(stored, offline)) return statusOf(offline);
    try {
      return await this.refresh(stored);
    } catch (error) {
      if (!(error instanceof LicenceApiError || error instanceof LicenceFileRefusedError)) throw error;
      await this.store.saveActivation({ ...stored.activation, lastAttemptAt: this.now().toISOString() });
      return { ...statusOf(offline), refreshFailure: error.message };
    }
  }

  /** Releases this computer's seat and forgets the licence. */
  async deactivate(): Promise<void> {
    const stored = await this.store.read();
    if (!stored) throw new NoStoredLicenceError();
    const api = this.apiAt(stored.activation.apiOrigin);
    const fingerprint = await this.fingerprint();
    try {
      await this.withCredential(stored, (credential) => api.deactivate({ ...credential, fingerprint }));
    } catch (error) {
      // Already released (in the dashboard, say): the seat is free, which is what was asked.
      if (!(error instanceof LicenceApiError && ['NOT_ACTIVATED', 'SIGNED_OUT'].includes(error.code))) throw error;
    }
    await this.store.clear();
  }

  /**
   * Runs a call of the update feed against the stored licence server with the stored
   * credential (the computer's tokens, renewed when due, else the key), as validate does.
   */
  async withStoredCredential<T>(call: (api: LicenceApiClient, credential: LicenceCredential) => Promise<T>): Promise<T> {
    const stored = await this.store.read();
    if (!stored) throw new NoStoredLicenceError();
    const api = this.apiAt(stored.activation.apiOrigin);
    return this.withCredential(stored, (credential) => call(api, credential));
  }

  fingerprint(): Promise<string> {
    this.fingerprintPromise ??= machineFingerprint({ override: this.options.fingerprint });
    return this.fingerprintPromise;
  }

  private async refresh(stored: StoredLicence): Promise<LicenceStatus> {
    const api = this.apiAt(stored.activation.apiOrigin);
    const fingerprint = await this.fingerprint();
    const answer = await this.withCredential(stored, (credential) => api.validate({ ...credential, fingerprint })).catch((error: unknown) => {
      // The server no longer honours this computer's sign-in: as good as released.
      if (error instanceof LicenceApiError && error.code === 'SIGNED_OUT') return { valid: false, code: 'NOT_ACTIVATED' as const, licenseFile: undefined };
      throw error;
    });
    if (answer.code !== 'VALID') {
      await this.store.clear();
      return { state: 'revoked', code: answer.code, message: licenceApiMessage(answer.code) };
    }
    if (!answer.licenseFile) throw new LicenceApiError('UNEXPECTED_RESPONSE', licenceApiMessage('UNEXPECTED_RESPONSE'));
    const current = (await this.store.read())?.activation ?? stored.activation;
    const activation = { ...current, lastValidatedAt: this.now().toISOString(), lastAttemptAt: undefined };
    const claims = await this.storeFreshFile(api, activation, answer.licenseFile);
    return { state: 'licensed', claims, refreshed: true };
  }

  /**
   * Runs `call` with the stored credential: the computer's tokens when it has them (renewed
   * first when the access token ran out, and once more when the server calls it expired),
   * else the licence key. Renewed tokens are stored at once: the old refresh token is spent.
   */
  private async withCredential<T>(stored: StoredLicence, call: (credential: LicenceCredential) => Promise<T>): Promise<T> {
    const { credentials, licenseKey } = stored.activation;
    if (!credentials) {
      if (licenseKey === undefined) throw new NoStoredLicenceError();
      return call({ licenseKey });
    }
    const expired = new Date(credentials.accessExpiresAt).getTime() <= this.now().getTime();
    let current = expired ? await this.renew(stored) : credentials;
    try {
      return await call({ accessToken: current.accessToken });
    } catch (error) {
      if (!(error instanceof LicenceApiError && error.code === 'INVALID_TOKEN')) throw error;
      current = await this.renew({ ...stored, activation: { ...stored.activation, credentials: current } });
      return call({ accessToken: current.accessToken });
    }
  }

  private async renew(stored: StoredLicence): Promise<StoredCredentials> {
    const signIn = new DeviceSignIn(this.apiAt(stored.activation.apiOrigin));
    const renewed = this.stored(await signIn.refresh(stored.activation.credentials!.refreshToken));
    await this.store.saveActivation({ ...stored.activation, credentials: renewed });
    return renewed;
  }

  private stored(tokens: DeviceCredentials): StoredCredentials {
    return {
      accessToken: tokens.accessToken,
      refreshToken: tokens.refreshToken,
      accessExpiresAt: new Date(this.now().getTime() + tokens.expiresIn * 1000).toISOString(),
    };
  }

  private configuredApi(): LicenceApiClient {
    if (!this.options.apiOrigin) throw new Error('No licence server is configured (apiOrigin).');
    return this.apiAt(this.options.apiOrigin);
  }

  private async activated(
    api: LicenceApiClient,
    answer: ActivateAnswer,
    credential: Pick<StoredActivation, 'licenseKey' | 'credentials'>,
  ): Promise<Activation> {
    const issuer = this.options.issuer ?? api.apiOrigin;
    const activation = { ...credential, apiOrigin: api.apiOrigin, issuer, lastValidatedAt: this.now().toISOString() };
    const claims = await this.storeFreshFile(api, activation, answer.licenseFile);
    return { license: answer.license, machine: answer.machine, claims };
  }

  /** Fetches the keys (a rotation may have brought a new one), checks the file with them, stores both. */
  private async storeFreshFile(api: LicenceApiClient, activation: Omit<StoredActivation, 'machineId'>, licenceFile: string): Promise<LicenceClaims> {
    const keySet: CachedKeySet = this.options.rootKeys ? { signedJwks: await api.fetchSignedJwks() } : { jwks: await api.fetchJwks() };
    return this.storeVerified(licenceFile, keySet, activation);
  }

  /** Checks the file with the trusted keys of `keySet` and stores both, with the activation of the machine the file names. */
  private async storeVerified(licenceFile: string, keySet: CachedKeySet, activation: Omit<StoredActivation, 'machineId'>): Promise<LicenceClaims> {
    const fetchedKeys = await this.trustedKeysOf(keySet, activation.issuer);
    if (!fetchedKeys) throw new LicenceApiError('UNTRUSTED_KEY_SET', licenceApiMessage('UNTRUSTED_KEY_SET'));
    const verification = await this.verify(licenceFile, fetchedKeys, activation.issuer);
    if (!verification.valid) throw new LicenceFileRefusedError(verification.reason, verification.message);
    await this.store.save({ licenceFile, keySet, activation: { ...activation, machineId: verification.claims.mid } });
    return verification.claims;
  }

  private async verifyStored(stored: StoredLicence): Promise<LicenceVerification> {
    // A cached set the root does not vouch for adds no key: the shipped ones alone decide (UNKNOWN_KEY, then a refresh).
    const cachedKeys = (await this.trustedKeysOf(stored.keySet, stored.activation.issuer)) ?? { keys: [] };
    return this.verify(stored.licenceFile, cachedKeys, stored.activation.issuer);
  }

  /**
   * The keys of a fetched or cached set that count besides the shipped ones. An app that
   * ships nothing trusts the plain set it fetched; one that ships keys trusts only a signed
   * set one of its root keys vouches for, checked at every read (undefined when it fails).
   */
  private async trustedKeysOf(keySet: CachedKeySet, issuer: string): Promise<JSONWebKeySet | undefined> {
    const { shippedJwks, rootKeys } = this.options;
    if (!shippedJwks && !rootKeys) return 'jwks' in keySet ? keySet.jwks : { keys: [] };
    if (!rootKeys || !('signedJwks' in keySet)) return { keys: [] };
    return verifySignedKeySet(keySet.signedJwks, { rootKeys, issuer, now: this.now(), clockToleranceSeconds: this.options.clockToleranceSeconds });
  }

  private async verify(licenceFile: string, cachedKeys: JSONWebKeySet, issuer: string): Promise<LicenceVerification> {
    return verifyLicenceFile(licenceFile, {
      jwks: mergeKeySets(this.options.shippedJwks, cachedKeys),
      issuer,
      fingerprint: await this.fingerprint(),
      now: this.now(),
      clockToleranceSeconds: this.options.clockToleranceSeconds,
    });
  }

  private isRefreshDue(stored: StoredLicence, offline: LicenceVerification): boolean {
    const { lastValidatedAt, lastAttemptAt } = stored.activation;
    return isRefreshDue(
      {
        now: this.now(),
        lastValidatedAt: new Date(lastValidatedAt),
        lastAttemptAt: lastAttemptAt === undefined ? undefined : new Date(lastAttemptAt),
        file: offline.valid ? { issuedAt: new Date(offline.claims.iat * 1000), expiresAt: new Date(offline.claims.exp * 1000) } : undefined,
      },
      this.options.refreshPolicy ?? DEFAULT_REFRESH_POLICY,
    );
  }

  private apiAt(apiOrigin: string): LicenceApiClient {
    return new LicenceApiClient({ apiOrigin, timeoutMs: this.options.timeoutMs });
  }
}

/** The status the stored file alone gives. */
function statusOf(verification: LicenceVerification): Extract<LicenceStatus, { state: 'licensed' | 'refused' }> {
  return verification.valid
    ? { state: 'licensed', claims: verification.claims, refreshed: false }
    : { state: 'refused', reason: verification.reason, message: verification.message };
}

/** The shipped keys and the trusted fetched ones; a fetched key never replaces a shipped key of the same `kid`. */
export function mergeKeySets(shipped: JSONWebKeySet | undefined, fetched: JSONWebKeySet): JSONWebKeySet {
  const shippedKeys = shipped?.keys ?? [];
  const shippedIds = new Set(shippedKeys.map((key) => key.kid));
  return { keys: [...shippedKeys, ...fetched.keys.filter((key) => !shippedIds.has(key.kid))] };
}

const PLATFORMS: Partial<Record<NodeJS.Platform, DevicePlatform>> = { win32: 'windows', darwin: 'macos', linux: 'linux' };

/** The platform this computer reports (and whose updates it installs); undefined on one the app does not run on. */
export function thisPlatform(): DevicePlatform | undefined {
  return PLATFORMS[process.platform];
}

function deviceDetails(device: DeviceDetails | undefined): DeviceDetails {
  return { name: hostname().slice(0, 100), platform: thisPlatform(), ...device };
}
