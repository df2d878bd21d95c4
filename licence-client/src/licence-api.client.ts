/**
 * The licence API over fetch: activate, validate, deactivate and the public keys. Each call
 * proves the licence with its key or with this computer's access token (Authorization: Bearer).
 *
 * Desktop clients send no cookie and no X-Requested-With; the routes under /api/v1 are
 * public. Each call has a timeout. Every refusal and failure becomes a LicenceApiError whose
 * `code` says what happened and whose `message` tells the user what to do.
 */
import type { JSONWebKeySet } from 'jose';
import { licenceApiMessage, type LicenceApiErrorCode } from './licence-api.messages';

export type DevicePlatform = 'windows' | 'macos' | 'linux';

export interface LicenseSummary {
  id: string;
  plan: string;
  status: string;
  expiresAt: string | null;
  /** People the licence covers. */
  seats: number;
  /** Computers each of them may activate it on. */
  devicesPerSeat: number;
  /** Computers activated on the licence, every person's. */
  seatsUsed: number;
}

export interface MachineSummary {
  id: string;
  fingerprint: string;
  name: string | null;
  platform: DevicePlatform | null;
  appVersion: string | null;
  activatedAt: string;
  lastSeenAt: string | null;
}

export interface DeviceDetails {
  /** Shown in the dashboard's device list, e.g. the host name (at most 100 characters). */
  name?: string;
  platform?: DevicePlatform;
  /** At most 32 characters. */
  appVersion?: string;
}

/** The licence key, or the access token of this computer's sign-in. */
export type LicenceCredential = { licenseKey: string; accessToken?: undefined } | { accessToken: string; licenseKey?: undefined };

export type ActivateRequest = DeviceDetails & LicenceCredential & { fingerprint: string };

/** This computer's own credential, answered to an activation by key: it outlives a rotation of the key. */
export interface DeviceCredentials {
  accessToken: string;
  refreshToken: string;
  /** Seconds the access token runs. */
  expiresIn: number;
}

export interface ActivateAnswer {
  code: 'VALID';
  license: LicenseSummary;
  machine: MachineSummary;
  /** The armored licence file. */
  licenseFile: string;
  credentials?: DeviceCredentials;
}

export type ValidationCode = 'VALID' | 'NOT_FOUND' | 'EXPIRED' | 'SUSPENDED' | 'NOT_ACTIVATED';

export interface ValidateAnswer {
  valid: boolean;
  code: ValidationCode;
  license?: LicenseSummary;
  machine?: MachineSummary;
  /** A fresh file, when a fingerprint was sent and the answer is VALID. */
  licenseFile?: string;
}

export class LicenceApiError extends Error {
  override readonly name = 'LicenceApiError';

  constructor(
    readonly code: LicenceApiErrorCode,
    message: string,
    readonly status?: number,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export const DEFAULT_TIMEOUT_MS = 15_000;

export interface LicenceApiClientOptions {
  /** The site origin, e.g. https://pointforge.example (a path or trailing slash is ignored). */
  apiOrigin: string;
  timeoutMs?: number;
}

const VALIDATION_CODES: readonly string[] = ['VALID', 'NOT_FOUND', 'EXPIRED', 'SUSPENDED', 'NOT_ACTIVATED'];
/** The refusals the API answers with an error status and its own `code`. */
const REFUSAL_CODES: readonly string[] = [
  'NOT_FOUND',
  'EXPIRED',
  'SUSPENDED',
  'NOT_ACTIVATED',
  'TOO_MANY_MACHINES',
  'TRIAL_USED',
  'INVALID_TOKEN',
  'FINGERPRINT_MISMATCH',
];

type Json = Record<string, unknown>;

/** header.payload.signature, each base64url. */
const COMPACT_JWS = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

export class LicenceApiClient {
  readonly apiOrigin: string;
  private readonly timeoutMs: number;

  constructor(options: LicenceApiClientOptions) {
    this.apiOrigin = new URL(options.apiOrigin).origin;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  /** Binds the licence to this machine (idempotent for the same fingerprint) and returns a licence file. */
  async activate(request: ActivateRequest): Promise<ActivateAnswer> {
    const body = await this.request('POST', '/api/v1/licenses/activate', request);
    if (body.code !== 'VALID' || typeof body.licenseFile !== 'string') throw unexpectedResponse();
    return body as unknown as ActivateAnswer;
  }

  /** Asks whether the licence (and this machine's activation) is still good; VALID with a fingerprint brings a fresh file. */
  async validate(request: LicenceCredential & { fingerprint?: string }): Promise<ValidateAnswer> {
    const body = await this.request('POST', '/api/v1/licenses/validate', request);
    if (typeof body.valid !== 'boolean' || !VALIDATION_CODES.includes(String(body.code))) throw unexpectedResponse();
    return body as unknown as ValidateAnswer;
  }

  /** Releases this machine's seat. */
  async deactivate(request: LicenceCredential & { fingerprint: string }): Promise<void> {
    await this.request('POST', '/api/v1/licenses/deactivate', request);
  }

  /** A JSON document served at the root (the OAuth metadata), outside the envelope. */
  async getJson(path: string): Promise<Json> {
    const { response, json } = await this.exchange('GET', path);
    if (!response.ok) throw errorOfResponse(response, json);
    return json;
  }

  /** The public signing keys, retired ones included while their files may still be valid. */
  async fetchJwks(): Promise<JSONWebKeySet> {
    const body = await this.request('GET', '/.well-known/jwks.json');
    const keys = body.keys;
    if (!Array.isArray(keys) || !keys.every((key) => typeof key === 'object' && key !== null)) throw unexpectedResponse();
    return { keys } as JSONWebKeySet;
  }

  /** The same keys as a compact JWS signed by the root key (checked by verifySignedKeySet, not here). */
  async fetchSignedJwks(): Promise<string> {
    const { response, body } = await this.send('GET', '/.well-known/jwks.jws', 'application/jose', undefined, (answer) => answer.text());
    if (!response.ok) throw errorOfResponse(response, {});
    const compactJws = body.trim();
    if (!COMPACT_JWS.test(compactJws)) throw unexpectedResponse();
    return compactJws;
  }

  /** A GET of the update feed, the licence proved in the header: `License <key>` (as Keygen takes it) or `Bearer <token>`. */
  async getWithCredential(path: string, credential: LicenceCredential): Promise<Json> {
    const authorization = credential.accessToken === undefined ? `License ${credential.licenseKey}` : `Bearer ${credential.accessToken}`;
    const { response, json } = await this.exchange('GET', path, undefined, authorization);
    if (response.ok && json.success !== false) return json;
    throw errorOfResponse(response, json);
  }

  /**
   * The bytes a link serves (a signed artifact link, on this origin or a bucket's), within the
   * timeout; null when there are more than `maxBytes` (by Content-Length, or as they stream):
   * the download stops there rather than fill memory with what no announcement covers.
   */
  async fetchBytes(url: string, maxBytes: number): Promise<Uint8Array | null> {
    // An error's body is not wanted: none of it is read.
    const { response, body } = await this.send('GET', url, 'application/octet-stream', undefined, (answer) => bodyWithin(answer, answer.ok ? maxBytes : 0));
    if (!response.ok) throw errorOfResponse(response, {});
    return body;
  }

  private async request(method: 'GET' | 'POST', path: string, payload?: object): Promise<Json> {
    const { accessToken, ...fields } = (payload ?? {}) as { accessToken?: string };
    const authorization = accessToken === undefined ? undefined : `Bearer ${accessToken}`;
    const body = payload === undefined ? undefined : { type: 'application/json', text: JSON.stringify(authorization ? fields : payload) };
    const { response, json } = await this.exchange(method, path, body, authorization);
    if (response.ok && json.success !== false) return json;
    throw errorOfResponse(response, json);
  }

  /**
   * An OAuth request (RFC 6749: a form-encoded body, a JSON answer) whose refusals are the
   * caller's to read (`error`); only a failure to get an answer, a 429 or a 5xx throws.
   */
  async postForm(path: string, form: Record<string, string>): Promise<{ status: number; json: Json }> {
    const { response, json } = await this.exchange('POST', path, { type: 'application/x-www-form-urlencoded', text: new URLSearchParams(form).toString() });
    if (response.status === 429 || response.status >= 500) throw errorOfResponse(response, json);
    return { status: response.status, json };
  }

  private async exchange(
    method: 'GET' | 'POST',
    path: string,
    payload?: { type: string; text: string },
    authorization?: string,
  ): Promise<{ response: Response; json: Json }> {
    const { response, body } = await this.send(method, path, 'application/json', payload, (answer) => answer.json().catch(() => undefined), authorization);
    return { response, json: typeof body === 'object' && body !== null ? (body as Json) : {} };
  }

  private async send<Body>(
    method: 'GET' | 'POST',
    path: string,
    accept: string,
    payload: { type: string; text: string } | undefined,
    read: (response: Response) => Promise<Body>,
    authorization?: string,
  ): Promise<{ response: Response; body: Body }> {
    try {
      const response = await fetch(new URL(path, this.apiOrigin), {
        method,
        headers: { accept, ...(payload && { 'content-type': payload.type }), ...(authorization && { authorization }) },
        body: payload?.text,
        // A licence server that redirects is misconfigured or not ours; a POST must not turn into a GET.
        redirect: 'error',
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      return { response, body: await read(response) };
    } catch (error) {
      // AbortSignal.timeout() rejects with a DOMException named TimeoutError; anything else is the network.
      const code = (error as { name?: unknown } | null)?.name === 'TimeoutError' ? 'TIMEOUT' : 'NETWORK_ERROR';
      throw new LicenceApiError(code, licenceApiMessage(code));
    }
  }
}

/** The body, or null once it proves longer than `maxBytes` (the rest is not read). */
async function bodyWithin(response: Response, maxBytes: number): Promise<Uint8Array | null> {
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > maxBytes || !response.body) {
    await response.body?.cancel();
    return declared > maxBytes ? null : new Uint8Array();
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    length += read.value.length;
    if (length > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(read.value);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

function errorOfResponse(response: Response, body: Json): LicenceApiError {
  const retryAfterSeconds = parseRetryAfter(response.headers.get('retry-after'));
  const serverMessage = serverMessageOf(body);
  const code = errorCodeOf(response.status, body);
  return new LicenceApiError(code, licenceApiMessage(code, { serverMessage, retryAfterSeconds }), response.status, retryAfterSeconds);
}

/** The envelope's message and, for a 400, the message of each field in `errors[]`. */
function serverMessageOf(body: Json): string | undefined {
  const fieldErrors = Array.isArray(body.errors) ? body.errors.map((error: { message?: unknown }) => error?.message) : [];
  const parts = [body.message, ...fieldErrors].filter((part): part is string => typeof part === 'string' && part !== '');
  return parts.length > 0 ? parts.join(' ') : undefined;
}

function errorCodeOf(status: number, body: Json): LicenceApiErrorCode {
  if (status === 429) return 'RATE_LIMITED';
  if (status >= 500) return 'SERVICE_UNAVAILABLE';
  // The API's codes may carry a namespace ("LICENSING.NOT_FOUND"); the last part is the contract's code.
  const code = typeof body.code === 'string' ? body.code.split('.').pop() : undefined;
  if (code && REFUSAL_CODES.includes(code)) return code as LicenceApiErrorCode;
  if (status === 400) return 'INVALID_REQUEST';
  return 'UNEXPECTED_RESPONSE';
}

/** Retry-After is either seconds or an HTTP date. */
export function parseRetryAfter(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

function unexpectedResponse(): LicenceApiError {
  return new LicenceApiError('UNEXPECTED_RESPONSE', licenceApiMessage('UNEXPECTED_RESPONSE'));
}
