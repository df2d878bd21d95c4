/**
 * What a desktop app calls: activate a key, ask for the licence status (offline check, plus
 * the daily refresh when online), deactivate. It ties the API client, the offline verifier,
 * the refresh policy and the store together; each of those is usable on its own.
 */
import { hostname } from 'node:os';
import type { JSONWebKeySet } from 'jose';
import { machineFingerprint } from './fingerprint';
import {
  LicenceApiClient,
  LicenceApiError,
  type DeviceDetails,
  type DevicePlatform,
  type LicenseSummary,
  type MachineSummary,
  type ValidationCode,
} from './licence-api.client';
import { licenceApiMessage } from './licence-api.messages';
import { LicenceStore, type CachedKeySet, type StoredActivation, type StoredLicence } from './licence-store';
import { verifyLicenceFile, type LicenceClaims, type LicenceRefusalReason, type LicenceVerification } from './licence-verifier';
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

export const NOT_ACTIVATED_MESSAGE = 'This computer has no PointForge licence. Activate it with your licence key.';

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

  /** Activates this computer, checks the file it gets, and stores it with the server's keys. */
  async activate(licenseKey: string): Promise<Activation> {
    if (!this.options.apiOrigin) throw new Error('No licence server is configured (apiOrigin).');
    const api = this.apiAt(this.options.apiOrigin);
    const fingerprint = await this.fingerprint();
    const answer = await api.activate({ licenseKey, fingerprint, ...deviceDetails(this.options.device) });
    const issuer = this.options.issuer ?? api.apiOrigin;
    const activation = { licenseKey, apiOrigin: api.apiOrigin, issuer, machineId: answer.machine.id, lastValidatedAt: this.now().toISOString() };
    const claims = await this.storeFreshFile(api, activation, answer.licenseFile);
    return { license: answer.license, machine: answer.machine, claims };
  }

  /**
   * The licence of this computer. Offline (or `online: false`) it is the stored file's check;
   * online, a due refresh validates with the server first and replaces the file.
   */
  async status({ online = true }: { online?: boolean } = {}): Promise<LicenceStatus> {
    const stored = await this.store.read();
    if (!stored) return { state: 'not-activated', message: NOT_ACTIVATED_MESSAGE };
    const offline = await this.verifyStored(stored);
    if (!online || !this.isRefreshDue(stored, offline)) return statusOf(offline);
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
    const { licenseKey, apiOrigin } = stored.activation;
    try {
      await this.apiAt(apiOrigin).deactivate({ licenseKey, fingerprint: await this.fingerprint() });
    } catch (error) {
      // Already released (in the dashboard, say): the seat is free, which is what was asked.
      if (!(error instanceof LicenceApiError && error.code === 'NOT_ACTIVATED')) throw error;
    }
    await this.store.clear();
  }

  fingerprint(): Promise<string> {
    this.fingerprintPromise ??= machineFingerprint({ override: this.options.fingerprint });
    return this.fingerprintPromise;
  }

  private async refresh(stored: StoredLicence): Promise<LicenceStatus> {
    const api = this.apiAt(stored.activation.apiOrigin);
    const answer = await api.validate({ licenseKey: stored.activation.licenseKey, fingerprint: await this.fingerprint() });
    if (answer.code !== 'VALID') {
      await this.store.clear();
      return { state: 'revoked', code: answer.code, message: licenceApiMessage(answer.code) };
    }
    if (!answer.licenseFile) throw new LicenceApiError('UNEXPECTED_RESPONSE', licenceApiMessage('UNEXPECTED_RESPONSE'));
    const activation = { ...stored.activation, lastValidatedAt: this.now().toISOString(), lastAttemptAt: undefined };
    const claims = await this.storeFreshFile(api, activation, answer.licenseFile);
    return { state: 'licensed', claims, refreshed: true };
  }

  /** Fetches the keys (a rotation may have brought a new one), checks the file with them, stores both. */
  private async storeFreshFile(api: LicenceApiClient, activation: StoredActivation, licenceFile: string): Promise<LicenceClaims> {
    const keySet: CachedKeySet = this.options.rootKeys ? { signedJwks: await api.fetchSignedJwks() } : { jwks: await api.fetchJwks() };
    const fetchedKeys = await this.trustedKeysOf(keySet, activation.issuer);
    if (!fetchedKeys) throw new LicenceApiError('UNTRUSTED_KEY_SET', licenceApiMessage('UNTRUSTED_KEY_SET'));
    const verification = await this.verify(licenceFile, fetchedKeys, activation.issuer);
    if (!verification.valid) throw new LicenceFileRefusedError(verification.reason, verification.message);
    await this.store.save({ licenceFile, keySet, activation });
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

function deviceDetails(device: DeviceDetails | undefined): DeviceDetails {
  return { name: hostname().slice(0, 100), platform: PLATFORMS[process.platform], ...device };
}
