import request from 'supertest';
import { startEmbeddedStack, startProductionStack } from './support/accounts-stack';
import { aFingerprint, desktopApp } from './support/desktop-app';
import type { SignedInUser } from './support/signed-in-users';
import { stackSuite, type StartStack } from './support/stack-suite';

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const NEW_DEVICE_SUBJECT = 'license was activated on a new device';

const STACKS: Array<[string, StartStack]> = [
  ['MariaDB and Redis', startProductionStack],
  ['the embedded default (SQLite, limits in memory)', startEmbeddedStack],
];

interface TrialHolder {
  user: SignedInUser;
  licenseId: string;
  licenseKey: string;
}

interface DeviceRow {
  id: string;
  name: string | null;
}

/**
 * The customer's side of desktop activations, on both ways to run: the devices listed with
 * each licence in GET /api/licenses/me, Release (DELETE /api/licenses/:licenseId/devices/:deviceId)
 * freeing the seat, and the email the owner gets for each new device.
 */
describe.each(STACKS)('licence devices on %s', (_stackName, startStack) => {
  const { stack, users } = stackSuite('license-devices', { start: startStack, usersLabel: 'devices' });

  async function trialHolder(): Promise<TrialHolder> {
    const user = await users.create('trial', { firstName: 'Ada', lastName: 'Lovelace' });
    const started = await user.browser.post('/api/licenses/trial');
    expect(started.status).toBe(201);
    return { user, licenseId: started.body.license.id, licenseKey: started.body.license.licenseKey };
  }

  async function myLicenses(user: SignedInUser) {
    const response = await user.browser.get('/api/licenses/me');
    expect(response.status).toBe(200);
    return response.body.licenses as Array<{ id: string; seats: number; seatsUsed: number; devices: DeviceRow[] }>;
  }

  it('lists each licence’s seats, seats used and devices, without the fingerprint', async () => {
    const { user, licenseKey } = await trialHolder();
    expect(await myLicenses(user)).toEqual([expect.objectContaining({ seats: 1, seatsUsed: 0, devices: [] })]);
    const fingerprint = aFingerprint();
    const activated = await desktopApp(stack.http)('activate', { licenseKey, fingerprint, name: 'LAPTOP-7', platform: 'windows', appVersion: '1.0.7' });
    expect(activated.status).toBe(200);

    const [license] = await myLicenses(user);

    expect(license).toMatchObject({ seats: 1, seatsUsed: 1 });
    expect(license!.devices).toEqual([
      {
        id: activated.body.machine.id,
        // A key activation is the owner's.
        userId: user.userId,
        name: 'LAPTOP-7',
        platform: 'windows',
        appVersion: '1.0.7',
        activatedAt: expect.stringMatching(ISO_INSTANT),
        lastSeenAt: expect.stringMatching(ISO_INSTANT),
        // Its licence file's expiry: how long it runs without a connection.
        offlineUntil: expect.stringMatching(ISO_INSTANT),
      },
    ]);
    expect(JSON.stringify(license)).not.toContain(fingerprint);
  });

  it('releases the owner’s device: the seat is free, the app’s validate answers NOT_ACTIVATED, another computer activates', async () => {
    const { user, licenseId, licenseKey } = await trialHolder();
    const app = desktopApp(stack.http);
    const fingerprint = aFingerprint();
    const { body } = await app('activate', { licenseKey, fingerprint, name: 'LAPTOP-7' });

    const released = await user.browser.delete(`/api/licenses/${licenseId}/devices/${body.machine.id}`);

    expect(released.status).toBe(200);
    expect(released.body).toMatchObject({ success: true, license: { id: licenseId, seatsUsed: 0, devices: [] } });
    expect((await myLicenses(user))[0]).toMatchObject({ seatsUsed: 0, devices: [] });
    expect((await app('validate', { licenseKey, fingerprint })).body).toMatchObject({ valid: false, code: 'NOT_ACTIVATED' });
    expect((await app('activate', { licenseKey, fingerprint: aFingerprint() })).status).toBe(200);
    const again = await user.browser.delete(`/api/licenses/${licenseId}/devices/${body.machine.id}`);
    expect({ status: again.status, code: again.body.code }).toEqual({ status: 404, code: 'LICENSING.DEVICE_NOT_FOUND' });
  });

  it('answers 404 for another user’s licence or device, 401 without a session and 403 without the CSRF header, releasing nothing', async () => {
    const owner = await trialHolder();
    const stranger = await trialHolder();
    const app = desktopApp(stack.http);
    const ownersDevice = (await app('activate', { licenseKey: owner.licenseKey, fingerprint: aFingerprint() })).body.machine.id as string;
    const strangersDevice = (await app('activate', { licenseKey: stranger.licenseKey, fingerprint: aFingerprint() })).body.machine.id as string;
    const path = `/api/licenses/${owner.licenseId}/devices/${ownersDevice}`;

    const othersLicense = await stranger.user.browser.delete(path);
    const othersDevice = await owner.user.browser.delete(`/api/licenses/${owner.licenseId}/devices/${strangersDevice}`);
    const mixed = await stranger.user.browser.delete(`/api/licenses/${stranger.licenseId}/devices/${ownersDevice}`);
    const anonymous = await request(stack.http).delete(path).set('X-Requested-With', 'XMLHttpRequest');
    const forged = await owner.user.browser.send('delete', path, undefined, {});

    expect([othersLicense, othersDevice, mixed].map((response) => [response.status, response.body.code])).toEqual([
      [404, 'LICENSING.LICENSE_NOT_FOUND'],
      [404, 'LICENSING.DEVICE_NOT_FOUND'],
      [404, 'LICENSING.DEVICE_NOT_FOUND'],
    ]);
    expect(anonymous.status).toBe(401);
    expect(forged.status).toBe(403);
    expect((await myLicenses(owner.user))[0]).toMatchObject({ seatsUsed: 1 });
    expect((await myLicenses(stranger.user))[0]).toMatchObject({ seatsUsed: 1 });
  });

  it('emails the owner once per new device (name, platform, time, a dashboard link), not when the same computer activates again', async () => {
    const { user, licenseKey } = await trialHolder();
    const app = desktopApp(stack.http);
    const first = aFingerprint();
    await app('activate', { licenseKey, fingerprint: first, name: 'LAPTOP-7', platform: 'windows', appVersion: '1.0.7' });
    await app('activate', { licenseKey, fingerprint: first, name: 'LAPTOP-7', platform: 'windows', appVersion: '1.0.8' });
    await app('deactivate', { licenseKey, fingerprint: first });
    await app('activate', { licenseKey, fingerprint: aFingerprint(), name: 'STUDIO-MAC', platform: 'macos' });

    const firstMail = await stack.mailbox.waitForMessage(user.email, NEW_DEVICE_SUBJECT, 1);
    const secondMail = await stack.mailbox.waitForMessage(user.email, NEW_DEVICE_SUBJECT, 2);

    expect(firstMail.subject).toBe('Your PointForge Trial license was activated on a new device');
    expect(firstMail.text).toContain('Device: LAPTOP-7');
    expect(firstMail.text).toContain('Platform: Windows, PointForge 1.0.7');
    expect(firstMail.text).toMatch(/Activated: [A-Z][a-z]+ \d{1,2}, \d{4} at \d{2}:\d{2} UTC/);
    expect(firstMail.text).toContain(`${stack.origin}/dashboard`);
    expect(secondMail.text).toContain('Device: STUDIO-MAC');
    expect(secondMail.text).toContain('Platform: macOS');
    // The outbox relays in order: a mail for the re-activation would have come between the two.
    expect(await stack.mailbox.messages(user.email, NEW_DEVICE_SUBJECT)).toHaveLength(2);
  });
});
