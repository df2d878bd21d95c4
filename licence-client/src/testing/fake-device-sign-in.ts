/**
 * The fake licence server's sign-in by device code (RFC 8628) and the computers' tokens:
 * the metadata, the two OAuth endpoints, and bearer calls turned into calls with the grant's
 * licence key, so the licence routes serve both alike.
 */
import { randomUUID } from 'node:crypto';
import { FINGERPRINT_PATTERN } from '../fingerprint';
import type { DeviceCredentials } from '../licence-api.client';

export interface Answer {
  status: number;
  /** JSON, or text as it is (the signed key set). */
  body: object | string;
  headers?: Record<string, string>;
}

/** Stands for an unknown or expired access token inside the fake (no licence has it as its key). */
export const INVALID_TOKEN_KEY = 'invalid-token';

/** A sign-in the fake holds until the test approves or denies it (the web page's part). */
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

const ACCESS_TOKEN_SECONDS = 3600;

export class FakeDeviceSignIn {
  private readonly signIns: FakeSignIn[] = [];
  private readonly grants: FakeGrant[] = [];

  decide(userCode: string, decision: { licenceKey: string } | 'denied'): void {
    const signIn = this.signIns.find((pending) => pending.userCode === userCode && pending.decision === 'pending');
    if (!signIn) throw new Error(`no pending sign-in with the user code ${userCode}`);
    if (decision === 'denied') signIn.decision = 'denied';
    else Object.assign(signIn, { decision: 'approved', licenceKey: decision.licenceKey });
  }

  expireAccessTokens(): void {
    for (const grant of this.grants) grant.accessExpiresAt = 0;
  }

  metadata(origin: string): object {
    return {
      issuer: origin,
      device_authorization_endpoint: `${origin}/api/v1/oauth/device_authorization`,
      token_endpoint: `${origin}/api/v1/oauth/token`,
      grant_types_supported: ['urn:ietf:params:oauth:grant-type:device_code', 'refresh_token'],
      token_endpoint_auth_methods_supported: ['none'],
    };
  }

  start(form: Record<string, string>, origin: string): Answer {
    if (form.client_id !== 'pointforge-desktop' || !FINGERPRINT_PATTERN.test(form.fingerprint ?? '')) return oauthError('invalid_request');
    const userCode = `WDJB-${this.signIns.length.toString().padStart(4, 'B')}`;
    const signIn: FakeSignIn = { deviceCode: randomUUID(), userCode, fingerprint: form.fingerprint, decision: 'pending' };
    this.signIns.push(signIn);
    const verificationUri = `${origin}/activate`;
    const body = { device_code: signIn.deviceCode, user_code: userCode, verification_uri: verificationUri, expires_in: 900, interval: 5 };
    return { status: 200, body: { ...body, verification_uri_complete: `${verificationUri}?user_code=${userCode}` } };
  }

  token(form: Record<string, string>): Answer {
    if (form.grant_type === 'refresh_token') {
      const grant = this.grants.find((held) => held.refreshToken === form.refresh_token);
      if (!grant) return oauthError('invalid_grant');
      Object.assign(grant, { accessToken: randomUUID(), refreshToken: randomUUID(), accessExpiresAt: Date.now() + ACCESS_TOKEN_SECONDS * 1000 });
      return tokenAnswer(grant);
    }
    const index = this.signIns.findIndex((signIn) => signIn.deviceCode === form.device_code);
    const signIn = this.signIns[index];
    if (!signIn) return oauthError('invalid_grant');
    if (signIn.decision === 'pending') return oauthError('authorization_pending');
    if (signIn.decision === 'denied') return oauthError('access_denied');
    this.signIns.splice(index, 1);
    return tokenAnswer(this.newGrant(signIn.licenceKey!, signIn.fingerprint));
  }

  /** What an activation by key answers as `credentials`: a new grant, unless the computer holds one already (a bearer activation). */
  newCredentialsFor(licenceKey: string, fingerprint: string): DeviceCredentials | undefined {
    if (this.grants.some((grant) => grant.licenceKey === licenceKey && grant.fingerprint === fingerprint)) return undefined;
    const grant = this.newGrant(licenceKey, fingerprint);
    return { accessToken: grant.accessToken, refreshToken: grant.refreshToken, expiresIn: ACCESS_TOKEN_SECONDS };
  }

  /** A bearer call as a call with the grant's licence key and computer; INVALID_TOKEN_KEY for a token unknown or past its hour. */
  asKeyedCall(body: unknown, authorization: string | undefined): unknown {
    if (authorization === undefined) return body;
    const grant = this.grants.find((held) => `Bearer ${held.accessToken}` === authorization);
    const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, string>;
    if (!grant || grant.accessExpiresAt <= Date.now()) return { ...fields, licenseKey: INVALID_TOKEN_KEY };
    return { fingerprint: grant.fingerprint, ...fields, licenseKey: grant.licenceKey };
  }

  private newGrant(licenceKey: string, fingerprint: string): FakeGrant {
    const grant: FakeGrant = {
      licenceKey,
      fingerprint,
      accessToken: randomUUID(),
      refreshToken: randomUUID(),
      accessExpiresAt: Date.now() + ACCESS_TOKEN_SECONDS * 1000,
    };
    this.grants.push(grant);
    return grant;
  }
}

function tokenAnswer(grant: FakeGrant): Answer {
  const body = { access_token: grant.accessToken, token_type: 'Bearer', expires_in: ACCESS_TOKEN_SECONDS, refresh_token: grant.refreshToken, scope: 'license' };
  return { status: 200, body };
}

function oauthError(error: string): Answer {
  return { status: error === 'invalid_client' ? 401 : 400, body: { error, error_description: error } };
}
