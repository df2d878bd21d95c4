/**
 * A fake of the licence API for the client's unit tests: the contract's routes, answers and
 * codes over real HTTP on 127.0.0.1, with licences in memory and files signed by jose. The
 * real API is tested against this same client by the integration suite.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { JSONWebKeySet } from 'jose';
import { FINGERPRINT_PATTERN } from '../fingerprint';
import type { LicenseSummary, MachineSummary } from '../licence-api.client';
import { createSigningKey, jwksOf, licenceClaims, signKeySet, signLicenceFile, type SigningKey } from './licence-signing';

export interface FakeLicence {
  key: string;
  id: string;
  plan: string;
  seats: number;
  status: 'active' | 'suspended';
  expiresAt: Date;
  licensee?: string;
  machines: Map<string, MachineSummary>;
}

/** A sign-in by device code the fake holds until the test approves or denies it (the web page's part). */
interface FakeSignIn {
  deviceCode: string;
  userCode: string;
  fingerprint: string;
  decision: 'pending' | 'approved' | 'denied';
  licenceKey?: string;
}

/** A computer's tokens: bound to a licence (by key, which the fake never rotates) and a fingerprint. */
interface FakeGrant {
  licenceKey: string;
  fingerprint: string;
  accessToken: string;
  refreshToken: string;
  accessExpiresAt: number;
}

interface Answer {
  status: number;
  /** JSON, or text as it is (the signed key set). */
  body: object | string;
  headers?: Record<string, string>;
}

const FILE_LIFETIME_SECONDS = 14 * 86_400;
/** Stands for an unknown or expired access token inside the fake (no licence has it as its key). */
const INVALID_TOKEN_KEY = 'invalid-token';

export class FakeLicenceServer {
  readonly licences = new Map<string, FakeLicence>();
  /** Requests received, newest last. */
  readonly requests: Array<{ method: string; path: string; headers: IncomingMessage['headers']; body: unknown }> = [];
  private readonly trialFingerprints = new Set<string>();
  private readonly signIns: FakeSignIn[] = [];
  private readonly grants: FakeGrant[] = [];
  private readonly scriptedAnswers: Answer[] = [];
  private readonly server: Server = createServer((request, response) => void this.handle(request, response));
  private port = 0;

  /** The first key signs; the others are retired but still published. `rootKey` signs the published set. */
  private constructor(
    private signingKeys: SigningKey[],
    readonly rootKey: SigningKey,
  ) {}

  static async start(): Promise<FakeLicenceServer> {
    const fake = new FakeLicenceServer([await createSigningKey()], await createSigningKey('test-root'));
    await fake.resume();
    return fake;
  }

  get origin(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get signingKey(): SigningKey {
    return this.signingKeys[0];
  }

  /** What an app ships to trust this server's signed key set. */
  get rootJwks(): JSONWebKeySet {
    return jwksOf([this.rootKey]);
  }

  addLicence(details: Partial<Omit<FakeLicence, 'machines'>> = {}): FakeLicence {
    const licence: FakeLicence = {
      key: `PF-${randomUUID().slice(0, 23).toUpperCase()}`,
      id: randomUUID(),
      plan: 'enterprise',
      seats: 5,
      status: 'active',
      expiresAt: new Date(Date.now() + 365 * 86_400_000),
      ...details,
      machines: new Map(),
    };
    this.licences.set(licence.key, licence);
    return licence;
  }

  /** A new key signs from now on; the old one stays in the JWKS, as the real server keeps retired keys. */
  async rotateSigningKey(): Promise<SigningKey> {
    this.signingKeys = [await createSigningKey(), ...this.signingKeys];
    return this.signingKey;
  }

  /** The person's decision on /activate: approve the pending sign-in with this user code for `licence`, or deny it. */
  decideSignIn(userCode: string, decision: { licence: FakeLicence } | 'denied'): void {
    const signIn = this.signIns.find((pending) => pending.userCode === userCode && pending.decision === 'pending');
    if (!signIn) throw new Error(`no pending sign-in with the user code ${userCode}`);
    if (decision === 'denied') signIn.decision = 'denied';
    else Object.assign(signIn, { decision: 'approved', licenceKey: decision.licence.key });
  }

  /** Every access token runs out now (the next call answers INVALID_TOKEN until refreshed). */
  expireAccessTokens(): void {
    for (const grant of this.grants) grant.accessExpiresAt = 0;
  }

  /** The next requests get these answers instead of the contract's (rate limits, outages, odd servers). */
  answerNextWith(...answers: Answer[]): void {
    this.scriptedAnswers.push(...answers);
  }

  /** Stops listening; the licences stay, so `resume()` brings the same server back on the same port. */
  stop(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.server.close((error) => (error ? reject(error) : resolve()));
      this.server.closeAllConnections();
    });
  }

  resume(): Promise<void> {
    return new Promise((resolve) => {
      this.server.listen(this.port, '127.0.0.1', () => {
        this.port = (this.server.address() as AddressInfo).port;
        resolve();
      });
    });
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const body = await readBody(request);
    const path = request.url ?? '/';
    this.requests.push({ method: request.method ?? 'GET', path, headers: request.headers, body });
    const answer = this.scriptedAnswers.shift() ?? (await this.route(request.method ?? 'GET', path, this.withBearer(body, request.headers.authorization)));
    response.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
    response.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
  }

  private async route(method: string, path: string, body: unknown): Promise<Answer> {
    if (method === 'GET' && path === '/.well-known/jwks.json') return { status: 200, body: jwksOf(this.signingKeys) };
    if (method === 'GET' && path === '/.well-known/jwks.jws') {
      return { status: 200, body: await signKeySet(this.signingKeys, this.rootKey, { iss: this.origin }), headers: { 'content-type': 'application/jose' } };
    }
    if (method === 'GET' && path === '/.well-known/oauth-authorization-server') return { status: 200, body: this.metadata() };
    if (method !== 'POST') return refusal(404, 'NOT_FOUND', 'Not found.');
    switch (path) {
      case '/api/v1/oauth/device_authorization':
        return this.startSignIn(body as Record<string, string>);
      case '/api/v1/oauth/token':
        return this.token(body as Record<string, string>);
      case '/api/v1/licenses/activate':
        return this.withBody(body, ['licenseKey', 'fingerprint', 'name', 'platform', 'appVersion'], (input) => this.activate(input));
      case '/api/v1/licenses/validate':
        return this.withBody(body, ['licenseKey', 'fingerprint'], (input) => this.validate(input));
      case '/api/v1/licenses/deactivate':
        return this.withBody(body, ['licenseKey', 'fingerprint'], (input) => this.deactivate(input));
      default:
        return refusal(404, 'NOT_FOUND', 'Not found.');
    }
  }

  private metadata(): object {
    return {
      issuer: this.origin,
      device_authorization_endpoint: `${this.origin}/api/v1/oauth/device_authorization`,
      token_endpoint: `${this.origin}/api/v1/oauth/token`,
      grant_types_supported: ['urn:ietf:params:oauth:grant-type:device_code', 'refresh_token'],
      token_endpoint_auth_methods_supported: ['none'],
    };
  }

  private startSignIn(form: Record<string, string>): Answer {
    if (form.client_id !== 'pointforge-desktop' || !FINGERPRINT_PATTERN.test(form.fingerprint ?? '')) return oauthError('invalid_request');
    const signIn: FakeSignIn = { deviceCode: randomUUID(), userCode: `WDJB-${this.signIns.length.toString().padStart(4, 'B')}`, fingerprint: form.fingerprint, decision: 'pending' };
    this.signIns.push(signIn);
    const verificationUri = `${this.origin}/activate`;
    return {
      status: 200,
      body: {
        device_code: signIn.deviceCode,
        user_code: signIn.userCode,
        verification_uri: verificationUri,
        verification_uri_complete: `${verificationUri}?user_code=${signIn.userCode}`,
        expires_in: 900,
        interval: 5,
      },
    };
  }

  private token(form: Record<string, string>): Answer {
    if (form.grant_type === 'refresh_token') {
      const grant = this.grants.find((held) => held.refreshToken === form.refresh_token);
      if (!grant) return oauthError('invalid_grant');
      return this.tokens(Object.assign(grant, { accessToken: randomUUID(), refreshToken: randomUUID(), accessExpiresAt: Date.now() + 3_600_000 }));
    }
    const index = this.signIns.findIndex((signIn) => signIn.deviceCode === form.device_code);
    const signIn = this.signIns[index];
    if (!signIn) return oauthError('invalid_grant');
    if (signIn.decision === 'pending') return oauthError('authorization_pending');
    if (signIn.decision === 'denied') return oauthError('access_denied');
    this.signIns.splice(index, 1);
    return this.tokens(this.grantFor(signIn.licenceKey!, signIn.fingerprint));
  }

  private grantFor(licenceKey: string, fingerprint: string): FakeGrant {
    const grant: FakeGrant = { licenceKey, fingerprint, accessToken: randomUUID(), refreshToken: randomUUID(), accessExpiresAt: Date.now() + 3_600_000 };
    this.grants.push(grant);
    return grant;
  }

  private tokens(grant: FakeGrant): Answer {
    return { status: 200, body: { access_token: grant.accessToken, token_type: 'Bearer', expires_in: 3600, refresh_token: grant.refreshToken, scope: 'license' } };
  }

  /** A bearer call is a call with the grant's licence key and computer, or, for a token that ran out, INVALID_TOKEN's marker. */
  private withBearer(body: unknown, authorization: string | undefined): unknown {
    if (authorization === undefined) return body;
    const grant = this.grants.find((held) => `Bearer ${held.accessToken}` === authorization);
    const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, string>;
    if (!grant || grant.accessExpiresAt <= Date.now()) return { ...fields, licenseKey: INVALID_TOKEN_KEY };
    return { fingerprint: grant.fingerprint, ...fields, licenseKey: grant.licenceKey };
  }

  /** Strict validation, as the real API: unknown fields and a bad fingerprint are a 400. */
  private withBody(body: unknown, allowed: string[], handler: (input: Record<string, string>) => Promise<Answer>): Promise<Answer> | Answer {
    const input = (typeof body === 'object' && body !== null ? body : {}) as Record<string, string>;
    const unknown = Object.keys(input).filter((field) => !allowed.includes(field));
    if (unknown.length > 0) return invalid(unknown[0], `property ${unknown[0]} should not exist`);
    if (input.fingerprint !== undefined && !FINGERPRINT_PATTERN.test(input.fingerprint)) return invalid('fingerprint', 'fingerprint is malformed');
    return handler(input);
  }

  private async activate(input: Record<string, string>): Promise<Answer> {
    if (input.licenseKey === INVALID_TOKEN_KEY) return refusal(401, 'INVALID_TOKEN', 'This device’s sign-in has expired or was revoked.');
    const licence = this.licences.get(input.licenseKey);
    const unusable = licenceRefusal(licence);
    if (unusable || !licence) return unusable ?? refusal(404, 'NOT_FOUND', 'License not found.');
    const now = new Date().toISOString();
    const existing = licence.machines.get(input.fingerprint);
    if (!existing) {
      if (licence.plan === 'trial' && this.trialFingerprints.has(input.fingerprint)) {
        return refusal(403, 'TRIAL_USED', 'This device has already used its free trial.');
      }
      if (licence.machines.size >= licence.seats) {
        const seats = `${licence.machines.size} of ${licence.seats}`;
        return refusal(409, 'TOO_MANY_MACHINES', `This license is already active on ${seats} devices. Release one in your dashboard.`);
      }
      if (licence.plan === 'trial') this.trialFingerprints.add(input.fingerprint);
    }
    const machine: MachineSummary = {
      id: existing?.id ?? randomUUID(),
      fingerprint: input.fingerprint,
      name: input.name ?? null,
      platform: (input.platform as MachineSummary['platform']) ?? null,
      appVersion: input.appVersion ?? null,
      activatedAt: existing?.activatedAt ?? now,
      lastSeenAt: now,
    };
    licence.machines.set(input.fingerprint, machine);
    const answer = { success: true, code: 'VALID', license: summaryOf(licence), machine, licenseFile: await this.fileFor(licence, machine) };
    if (this.grants.some((grant) => grant.licenceKey === licence.key && grant.fingerprint === input.fingerprint)) return { status: 200, body: answer };
    const grant = this.grantFor(licence.key, input.fingerprint);
    return { status: 200, body: { ...answer, credentials: { accessToken: grant.accessToken, refreshToken: grant.refreshToken, expiresIn: 3600 } } };
  }

  private async validate(input: Record<string, string>): Promise<Answer> {
    if (input.licenseKey === INVALID_TOKEN_KEY) return refusal(401, 'INVALID_TOKEN', 'This device’s sign-in has expired or was revoked.');
    const licence = this.licences.get(input.licenseKey);
    const refused = licenceRefusal(licence)?.body as { code?: string } | undefined;
    if (!licence || refused) return validation(refused?.code ?? 'NOT_FOUND');
    if (input.fingerprint === undefined) return validation('VALID', { license: summaryOf(licence) });
    const machine = licence.machines.get(input.fingerprint);
    if (!machine) return validation('NOT_ACTIVATED', { license: summaryOf(licence) });
    machine.lastSeenAt = new Date().toISOString();
    return validation('VALID', { license: summaryOf(licence), machine, licenseFile: await this.fileFor(licence, machine) });
  }

  private async deactivate(input: Record<string, string>): Promise<Answer> {
    const licence = this.licences.get(input.licenseKey);
    if (!licence?.machines.delete(input.fingerprint)) return refusal(404, 'NOT_ACTIVATED', 'This device is not activated.');
    return { status: 200, body: { success: true, message: 'Device released' } };
  }

  private fileFor(licence: FakeLicence, machine: MachineSummary): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    const lexp = Math.floor(licence.expiresAt.getTime() / 1000);
    const claims = licenceClaims({
      iss: this.origin,
      sub: licence.id,
      iat: now,
      nbf: now,
      exp: Math.min(now + FILE_LIFETIME_SECONDS, lexp),
      plan: licence.plan,
      seats: licence.seats,
      fp: machine.fingerprint,
      mid: machine.id,
      lexp,
      licensee: licence.licensee,
    });
    return signLicenceFile(claims, this.signingKey);
  }
}

function licenceRefusal(licence: FakeLicence | undefined): Answer | undefined {
  if (!licence) return refusal(404, 'NOT_FOUND', 'License not found.');
  if (licence.status === 'suspended') return refusal(403, 'SUSPENDED', 'This license is suspended.');
  if (licence.expiresAt.getTime() <= Date.now()) return refusal(403, 'EXPIRED', 'This license has expired.');
  return undefined;
}

function summaryOf(licence: FakeLicence): LicenseSummary {
  return {
    id: licence.id,
    plan: licence.plan,
    status: licence.status,
    expiresAt: licence.expiresAt.toISOString(),
    seats: licence.seats,
    seatsUsed: licence.machines.size,
  };
}

function validation(code: string, details: object = {}): Answer {
  return { status: 200, body: { success: true, valid: code === 'VALID', code, ...details } };
}

function refusal(status: number, code: string, message: string): Answer {
  return { status, body: { success: false, code, message } };
}

function invalid(field: string, message: string): Answer {
  return { status: 400, body: { success: false, code: 'VALIDATION_FAILED', message: 'Validation failed', errors: [{ field, message }] } };
}

function oauthError(error: string): Answer {
  return { status: error === 'invalid_client' ? 401 : 400, body: { error, error_description: error } };
}

/** JSON, or a form (the OAuth endpoints), as the content type says. */
function readBody(request: IncomingMessage): Promise<unknown> {
  return new Promise((resolve) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (text += chunk));
    request.on('end', () => {
      if (request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
        resolve(Object.fromEntries(new URLSearchParams(text)));
        return;
      }
      try {
        resolve(text ? JSON.parse(text) : undefined);
      } catch {
        resolve(undefined);
      }
    });
  });
}
