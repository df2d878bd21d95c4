import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as oauth from 'openid-client';
import request from 'supertest';
import { LicenseInvitationRepositoryPort, LicenseMemberRepositoryPort, LicenseRepositoryPort } from '@pointforge/domain';
import { startEmbeddedStack, startProductionStack } from './support/accounts-stack';
import { newClientIp } from './support/browser';
import { aFingerprint, desktopApp } from './support/desktop-app';
import { refusal } from './support/refusals';
import type { SignedInUser } from './support/signed-in-users';
import { stackSuite, type StartStack } from './support/stack-suite';

const CLIENT_ID = 'pointforge-desktop';
const DEVICE_CODE_GRANT = 'urn:ietf:params:oauth:grant-type:device_code';
const USER_CODE = /^[BCDFGHJKLMNPQRSTVWXZ]{4}-[BCDFGHJKLMNPQRSTVWXZ]{4}$/;

const STACKS: Array<[string, StartStack]> = [
  ['MariaDB and Redis', startProductionStack],
  ['the embedded default (SQLite, limits in memory)', startEmbeddedStack],
];

/**
 * Desktop sign-in by device code (RFC 8628, RFC 8414 metadata) and the device credentials
 * it issues, on both ways to run: a standard client (openid-client) completes the flow from
 * the metadata alone; the token endpoint's errors come when due; the tokens work on the
 * desktop licence API and are revoked with the device; a key rotation stops the old key
 * while an activated device keeps validating with its credential.
 */
describe.each(STACKS)('desktop sign-in by device code on %s', (_stackName, startStack) => {
  // Apps poll every second here (5 by default), so the standard client's flow is quick.
  const { stack, users } = stackSuite('device_authorization', { start: startStack, env: { DEVICE_CODE_INTERVAL_SECONDS: '1' } });
  let server: Server;
  let serverOrigin: string;

  beforeAll(async () => {
    server = createServer(stack.apps[0]!.getHttpAdapter().getInstance());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    serverOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
  });

  async function trialOwner(): Promise<{ user: SignedInUser; licenseId: string; licenseKey: string }> {
    const user = await users.create('owner', { firstName: 'Thandi', lastName: 'Nkosi' });
    const started = await user.browser.post('/api/licenses/trial');
    expect(started.status).toBe(201);
    return { user, licenseId: started.body.license.id, licenseKey: started.body.license.licenseKey };
  }

  /** The app's device authorization request, form-encoded as RFC 8628 §3.1 has it. */
  function startSignIn(fingerprint: string, ip = newClientIp()) {
    return request(stack.http)
      .post('/api/v1/oauth/device_authorization')
      .set('X-Forwarded-For', ip)
      .type('form')
      .send({ client_id: CLIENT_ID, fingerprint, device_name: 'SURVEY-LAPTOP', platform: 'linux', app_version: '1.0.7' });
  }

  function token(form: Record<string, string>, ip = newClientIp()) {
    return request(stack.http).post('/api/v1/oauth/token').set('X-Forwarded-For', ip).type('form').send(form);
  }

  const poll = (deviceCode: string, ip?: string) => token({ grant_type: DEVICE_CODE_GRANT, device_code: deviceCode, client_id: CLIENT_ID }, ip);

  /** A device signed in through the API: started, approved for the owner's licence, exchanged. */
  async function signedInDevice(owner: { user: SignedInUser; licenseId: string }, fingerprint = aFingerprint()) {
    const started = (await startSignIn(fingerprint)).body as { device_code: string; user_code: string };
    expect((await owner.user.browser.post('/api/oauth/device/approve', { userCode: started.user_code, licenseId: owner.licenseId })).status).toBe(200);
    const issued = await poll(started.device_code);
    expect(issued.status).toBe(200);
    return { fingerprint, tokens: issued.body as { access_token: string; refresh_token: string } };
  }

  function bearer(accessToken: string) {
    const ip = newClientIp();
    return (action: 'activate' | 'validate' | 'deactivate', body: object = {}) =>
      request(stack.http).post(`/api/v1/licenses/${action}`).set('X-Forwarded-For', ip).set('Authorization', `Bearer ${accessToken}`).send(body);
  }

  it('lets openid-client complete the flow from the metadata alone, approved on the web for a licence the person holds', async () => {
    const owner = await trialOwner();
    const fingerprint = aFingerprint();
    const config = await oauth.discovery(new URL(stack.origin), CLIENT_ID, undefined, oauth.None(), {
      algorithm: 'oauth2',
      execute: [oauth.allowInsecureRequests],
      // The issuer is the site origin; this test's server answers for it on a port of its own.
      [oauth.customFetch]: (url, options) => fetch(url.replace(stack.origin, serverOrigin), options as RequestInit),
    });
    expect(config.serverMetadata()).toMatchObject({
      issuer: stack.origin,
      token_endpoint: `${stack.origin}/api/v1/oauth/token`,
      grant_types_supported: [DEVICE_CODE_GRANT, 'refresh_token'],
      token_endpoint_auth_methods_supported: ['none'],
    });

    const started = await oauth.initiateDeviceAuthorization(config, { fingerprint, device_name: 'SURVEY-LAPTOP', platform: 'linux', app_version: '1.0.7' });
    expect(started).toMatchObject({
      user_code: expect.stringMatching(USER_CODE),
      verification_uri: `${stack.origin}/activate`,
      verification_uri_complete: `${stack.origin}/activate?user_code=${started.user_code}`,
      expires_in: 900,
      interval: 1,
    });

    const typed = started.user_code.toLowerCase().replace('-', ' ');
    const shown = await owner.user.browser.get(`/api/oauth/device?user_code=${encodeURIComponent(typed)}`);
    expect(shown.status).toBe(200);
    expect(shown.body).toEqual({
      success: true,
      request: {
        userCode: started.user_code,
        clientName: 'PointForge for desktop',
        deviceName: 'SURVEY-LAPTOP',
        platform: 'linux',
        appVersion: '1.0.7',
        requestedAt: expect.any(String),
        expiresAt: expect.any(String),
      },
      licenses: [{ id: owner.licenseId, plan: 'trial', role: 'owner', ownerName: 'Thandi Nkosi', devicesUsed: 0, devicesPerSeat: 1 }],
    });
    const polling = oauth.pollDeviceAuthorizationGrant(config, started);
    const approved = await owner.user.browser.post('/api/oauth/device/approve', { userCode: typed, licenseId: owner.licenseId });
    expect(approved.body).toEqual({ success: true, message: 'PointForge is signed in on that device. You can return to the app.' });

    const tokens = await polling;
    expect(tokens).toMatchObject({
      token_type: 'bearer',
      expires_in: 3600,
      scope: 'license',
      access_token: expect.any(String),
      refresh_token: expect.any(String),
    });

    const app = bearer(tokens.access_token);
    const activated = await app('activate', { fingerprint, name: 'SURVEY-LAPTOP' });
    expect(activated.status).toBe(200);
    expect(activated.body).toMatchObject({ code: 'VALID', machine: { fingerprint, name: 'SURVEY-LAPTOP' }, licenseFile: expect.any(String) });
    expect(activated.body.credentials).toBeUndefined();
    expect((await app('validate')).body).toMatchObject({ valid: true, code: 'VALID', licenseFile: expect.any(String) });

    const refreshed = await oauth.refreshTokenGrant(config, tokens.refresh_token!);
    expect(refreshed.refresh_token).not.toBe(tokens.refresh_token);
    expect((await bearer(refreshed.access_token)('validate')).body).toMatchObject({ valid: true });
    const replayed = await token({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token!, client_id: CLIENT_ID });
    expect({ status: replayed.status, error: replayed.body.error }).toEqual({ status: 400, error: 'invalid_grant' });
  });

  it('answers each RFC 8628 §3.5 error when due: authorization_pending, slow_down when polled too fast, access_denied, expired_token', async () => {
    const owner = await trialOwner();
    const ip = newClientIp();
    const started = (await startSignIn(aFingerprint())).body as { device_code: string; user_code: string };

    const pending = await poll(started.device_code, ip);
    expect({ status: pending.status, body: pending.body, cache: pending.headers['cache-control'] }).toEqual({
      status: 400,
      body: { error: 'authorization_pending', error_description: expect.any(String) },
      cache: 'no-store',
    });
    expect((await poll(started.device_code, ip)).body.error).toBe('slow_down');

    expect((await owner.user.browser.post('/api/oauth/device/deny', { userCode: started.user_code })).status).toBe(200);
    expect((await poll(started.device_code, ip)).body.error).toBe('access_denied');
    expect((await poll(started.device_code, ip)).body.error).toBe('access_denied');
    // The page no longer offers a decided code.
    const again = await owner.user.browser.post('/api/oauth/device/approve', { userCode: started.user_code, licenseId: owner.licenseId });
    expect({ status: again.status, body: again.body }).toEqual({
      status: 404,
      body: refusal('OAUTH.USER_CODE_INVALID', 'That code is not valid or has expired. Check the code in PointForge, or start again there.'),
    });

    const expiring = (await startSignIn(aFingerprint())).body as { device_code: string; user_code: string };
    // Fifteen minutes on, in one step: the row's expiry moved into the past.
    await stack.dataSource
      .getRepository('device_authorizations')
      .update({ user_code: expiring.user_code.replace('-', '') }, { expires_at: new Date(Date.now() - 1000) });
    expect((await poll(expiring.device_code)).body.error).toBe('expired_token');
    expect((await owner.user.browser.get(`/api/oauth/device?user_code=${expiring.user_code}`)).status).toBe(404);
  });

  it('answers the RFC 6749 §5.2 errors: invalid_request, invalid_client (401), invalid_grant, unsupported_grant_type; a code yields a token once', async () => {
    const owner = await trialOwner();
    const device = await signedInDevice(owner);
    const started = (await startSignIn(aFingerprint())).body as { device_code: string };

    const answers = await Promise.all([
      token({ grant_type: DEVICE_CODE_GRANT, client_id: CLIENT_ID }),
      token({ grant_type: DEVICE_CODE_GRANT, device_code: started.device_code, client_id: 'someone-else' }),
      token({ grant_type: DEVICE_CODE_GRANT, device_code: 'never-issued', client_id: CLIENT_ID }),
      token({ grant_type: 'password', client_id: CLIENT_ID }),
      request(stack.http).post('/api/v1/oauth/token').send({ grant_type: DEVICE_CODE_GRANT, device_code: started.device_code, client_id: CLIENT_ID }),
    ]);
    expect(answers.map((answer) => [answer.status, answer.body.error])).toEqual([
      [400, 'invalid_request'],
      [401, 'invalid_client'],
      [400, 'invalid_grant'],
      [400, 'unsupported_grant_type'],
      [400, 'invalid_request'],
    ]);
    const refused = await startSignIn('short');
    expect([refused.status, refused.body.error]).toEqual([400, 'invalid_request']);
    expect(device.tokens.access_token).toEqual(expect.any(String));
  });

  it('binds the token to its computer and the person’s devices: another fingerprint is 403, a release revokes the token at once', async () => {
    const owner = await trialOwner();
    const { fingerprint, tokens } = await signedInDevice(owner);
    const app = bearer(tokens.access_token);

    const mismatch = await app('activate', { fingerprint: aFingerprint() });
    expect({ status: mismatch.status, code: mismatch.body.code }).toEqual({ status: 403, code: 'FINGERPRINT_MISMATCH' });
    const activated = await app('activate', { fingerprint });
    expect(activated.status).toBe(200);

    const released = await owner.user.browser.delete(`/api/licenses/${owner.licenseId}/devices/${activated.body.machine.id}`);
    expect(released.status).toBe(200);
    expect((await app('validate')).body).toMatchObject({ success: true, valid: false, code: 'NOT_ACTIVATED' });
    const refreshed = await token({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token, client_id: CLIENT_ID });
    expect([refreshed.status, refreshed.body.error]).toEqual([400, 'invalid_grant']);
    const reactivated = await app('activate', { fingerprint });
    expect({ status: reactivated.status, code: reactivated.body.code }).toEqual({ status: 401, code: 'INVALID_TOKEN' });
  });

  it('deactivates by bearer, which frees the device and ends the credential', async () => {
    const owner = await trialOwner();
    const { fingerprint, tokens } = await signedInDevice(owner);
    const app = bearer(tokens.access_token);
    expect((await app('activate', { fingerprint })).status).toBe(200);

    const deactivated = await app('deactivate');
    expect(deactivated.status).toBe(200);
    expect(deactivated.body).toMatchObject({ license: { seatsUsed: 0 }, machine: { fingerprint } });
    expect((await app('validate')).body.code).toBe('NOT_ACTIVATED');
  });

  it('rotates the key: the old key stops at once, a device activated by key still validates with its credential, the owner is emailed', async () => {
    const owner = await trialOwner();
    const fingerprint = aFingerprint();
    const activated = await desktopApp(stack.http)('activate', { licenseKey: owner.licenseKey, fingerprint });
    expect(activated.body.credentials).toEqual({
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
      expiresIn: 3600,
      tokenType: 'Bearer',
      scope: 'license',
    });

    const rotated = await owner.user.browser.post(`/api/licenses/${owner.licenseId}/rotate-key`);
    expect(rotated.status).toBe(200);
    const newKey = rotated.body.license.licenseKey as string;
    expect(newKey).not.toBe(owner.licenseKey);

    const oldActivate = await desktopApp(stack.http)('activate', { licenseKey: owner.licenseKey, fingerprint: aFingerprint() });
    expect({ status: oldActivate.status, code: oldActivate.body.code }).toEqual({ status: 404, code: 'NOT_FOUND' });
    expect((await desktopApp(stack.http)('validate', { licenseKey: owner.licenseKey, fingerprint })).body.code).toBe('NOT_FOUND');
    expect((await bearer(activated.body.credentials.accessToken)('validate')).body).toMatchObject({ valid: true, code: 'VALID' });
    expect((await desktopApp(stack.http)('validate', { licenseKey: newKey, fingerprint })).body.code).toBe('VALID');

    const mail = await stack.mailbox.waitForMessage(owner.user.email, 'Your new PointForge Trial license key');
    expect(mail.text).toContain(newKey);
    const stranger = await users.create('stranger');
    expect((await stranger.browser.post(`/api/licenses/${owner.licenseId}/rotate-key`)).status).toBe(404);
  });

  it('lets a member sign in on their own devices: the licence offered as a member’s, their own device limit, and removal revokes at once', async () => {
    const owner = await trialOwner();
    const member = await users.create('member', { firstName: 'Sipho' });
    // An Enterprise licence with the member joined (the invitation's own suite covers how they join).
    const app = stack.apps[0]!;
    const license = (await app.get(LicenseRepositoryPort).findById(owner.licenseId))!;
    await app.get(LicenseRepositoryPort).update({ ...license, plan: 'enterprise', seats: 5 });
    const now = new Date();
    const invitation = {
      id: crypto.randomUUID(),
      licenseId: license.id,
      email: member.email,
      tokenHash: crypto.randomUUID().replace(/-/g, '').padEnd(64, '0'),
      invitedByUserId: owner.user.userId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + 86_400_000),
      lastSentAt: now,
      acceptedAt: null,
      acceptedByUserId: null,
      revokedAt: null,
      registeredUserId: null,
    };
    const invitations = app.get(LicenseInvitationRepositoryPort);
    expect((await invitations.invite(invitation, 5)).kind).toBe('invited');
    const joined = await invitations.accept(
      invitation.id,
      { id: crypto.randomUUID(), licenseId: license.id, userId: member.userId, invitationId: invitation.id, joinedAt: now },
      5,
    );
    expect(joined.kind).toBe('joined');

    const started = (await startSignIn(aFingerprint())).body as { user_code: string };
    const shown = await member.browser.get(`/api/oauth/device?user_code=${started.user_code}`);
    expect(shown.body.licenses).toEqual([{ id: license.id, plan: 'enterprise', role: 'member', ownerName: 'Thandi Nkosi', devicesUsed: 0, devicesPerSeat: 2 }]);

    const devices = [await signedInDevice({ user: member, licenseId: license.id }), await signedInDevice({ user: member, licenseId: license.id })];
    for (const device of devices) expect((await bearer(device.tokens.access_token)('activate', { fingerprint: device.fingerprint })).status).toBe(200);
    const third = await signedInDevice({ user: member, licenseId: license.id });
    const refused = await bearer(third.tokens.access_token)('activate', { fingerprint: third.fingerprint });
    expect({ status: refused.status, code: refused.body.code }).toEqual({ status: 409, code: 'TOO_MANY_MACHINES' });

    const membership = (await app.get(LicenseMemberRepositoryPort).find(license.id, member.userId))!;
    await app.get(LicenseMemberRepositoryPort).remove(license.id, membership.id);
    for (const device of devices) expect((await bearer(device.tokens.access_token)('validate')).body.code).toBe('NOT_ACTIVATED');
    const refresh = await token({ grant_type: 'refresh_token', refresh_token: third.tokens.refresh_token, client_id: CLIENT_ID });
    expect([refresh.status, refresh.body.error]).toEqual([400, 'invalid_grant']);
  });
});
