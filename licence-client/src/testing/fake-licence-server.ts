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
import { FakeDeviceSignIn, INVALID_TOKEN_KEY, type Answer } from './fake-device-sign-in';
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

const FILE_LIFETIME_SECONDS = 14 * 86_400;

export class FakeLicenceServer {
  readonly licences = new Map<string, FakeLicence>();
  /** Requests received, newest last. */
  readonly requests: Array<{ method: string; path: string; headers: IncomingMessage['headers']; body: unknown }> = [];
  private readonly trialFingerprints = new Set<string>();
  /** Sign-ins by device code and the computers' tokens. */
  private readonly deviceSignIn = new FakeDeviceSignIn();
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
    this.deviceSignIn.decide(userCode, decision === 'denied' ? 'denied' : { licenceKey: decision.licence.key });
  }

  /** Every access token runs out now (the next call answers INVALID_TOKEN until refreshed). */
  expireAccessTokens(): void {
    this.deviceSignIn.expireAccessTokens();
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
    const answer =
      this.scriptedAnswers.shift() ?? (await this.route(request.method ?? 'GET', path, this.deviceSignIn.asKeyedCall(body, request.headers.authorization)));
    response.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
    response.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
  }

  private async route(method: string, path: string, body: unknown): Promise<Answer> {
    if (method === 'GET' && path === '/.well-known/jwks.json') return { status: 200, body: jwksOf(this.signingKeys) };
    if (method === 'GET' && path === '/.well-known/jwks.jws') {
      return { status: 200, body: await signKeySet(this.signingKeys, this.rootKey, { iss: this.origin }), headers: { 'content-type': 'application/jose' } };
    }
    if (method === 'GET' && path === '/.well-known/oauth-authorization-server') return { status: 200, body: this.deviceSignIn.metadata(this.origin) };
    if (method !== 'POST') return refusal(404, 'NOT_FOUND', 'Not found.');
    switch (path) {
      case '/api/v1/oauth/device_authorization':
        return this.deviceSignIn.start(body as Record<string, string>, this.origin);
      case '/api/v1/oauth/token':
        return this.deviceSignIn.token(body as Record<string, string>);
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
    const credentials = this.deviceSignIn.newCredentialsFor(licence.key, input.fingerprint);
    return { status: 200, body: { ...answer, ...(credentials && { credentials }) } };
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
    devicesPerSeat: 2,
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
