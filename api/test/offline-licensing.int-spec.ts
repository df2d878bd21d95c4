import { createHmac, randomUUID } from 'node:crypto';
import { decodeJwt } from 'jose';
import { LicenseRepositoryPort, SubscriptionRepositoryPort, unarmorLicenseFile, type BillingType, type License, type PaidPlanId } from '@pointforge/domain';
import { aLicense, aSubscription } from '@pointforge/domain/testing';
import { verifyLicenceFile } from '../../licence-client/src/licence-verifier';
import { generateDeviceKey, offlineDeactivationCode, writeActivationRequest } from '../../licence-client/src/offline-activation';
import { startEmbeddedStack, startProductionStack } from './support/accounts-stack';
import { aFingerprint, desktopApp } from './support/desktop-app';
import { servedKeySet } from './support/license-files';
import { tokenFromLink } from './support/mailbox';
import type { SignedInUser } from './support/signed-in-users';
import { stackSuite, type StartStack } from './support/stack-suite';

const STACKS: Array<[string, StartStack]> = [
  ['MariaDB and Redis', startProductionStack],
  ['the embedded default (SQLite, limits in memory)', startEmbeddedStack],
];

const DAY_SECONDS = 86_400;
const DAY_MS = DAY_SECONDS * 1000;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
/** The device key of the air-gapped computer the requests come from (its private half stays on it). */
const DEVICE = generateDeviceKey();

/**
 * Issue #30 on both ways to run: licence files live by the licence's term (annual 90 days,
 * monthly 30, never past the licence), and an air-gapped computer is activated and released
 * through the dashboard with the reference client's request file and deactivation code.
 */
describe.each(STACKS)('offline licensing on %s', (_stackName, startStack) => {
  const { stack, users } = stackSuite('offline_licensing', { start: startStack, usersLabel: 'field' });

  /** A paid licence of a subscription billed `billingType`, stored as billing stores one. */
  async function paidOwner(plan: PaidPlanId, billingType: BillingType, expiresInDays = 365): Promise<{ owner: SignedInUser; license: License }> {
    const owner = await users.create('owner', { firstName: 'Field', lastName: 'Owner' });
    const subscription = { ...aSubscription().ownedBy(owner.userId).forPlan(plan, billingType).build(), id: randomUUID() };
    await stack.apps[0]!.get(SubscriptionRepositoryPort).create(subscription);
    const built = aLicense()
      .ownedBy(owner.userId)
      .withPlan(plan)
      .billed(billingType)
      .forSubscription(subscription.id)
      .expiringAt(new Date(Date.now() + expiresInDays * DAY_MS))
      .build();
    return { owner, license: await stack.apps[0]!.get(LicenseRepositoryPort).issueForSubscriptionOnce({ ...built, id: randomUUID() }) };
  }

  async function memberOf(owner: SignedInUser, licenseId: string): Promise<SignedInUser> {
    const member = await users.create('member');
    expect((await owner.browser.post(`/api/licenses/${licenseId}/members`, { email: member.email })).status).toBe(201);
    const invitation = await stack.mailbox.waitForMessage(member.email, 'invited you to their PointForge Enterprise license');
    expect((await member.browser.post(`/api/invitations/${tokenFromLink(invitation, stack.origin, 'invite')}/accept`)).status).toBe(200);
    return member;
  }

  const claimsOf = (licenseFile: string) => decodeJwt(unarmorLicenseFile(licenseFile)!);
  /** The old, broken derivation: HMAC keyed with a claim of the file (now `epk`), which anyone holding the file can compute. */
  function codeKeyedWithFileClaims(licenseFile: string): string {
    const { epk, mid, jti } = claimsOf(licenseFile) as { epk: string; mid: string; jti: string };
    const mac = createHmac('sha256', Buffer.from(epk, 'base64url')).update(`pointforge-deactivate:${mid}:${jti}`).digest();
    const bits = [...mac.subarray(0, 10)].map((byte) => byte.toString(2).padStart(8, '0')).join('');
    const symbols = bits
      .match(/.{5}/g)!
      .map((group) => '0123456789ABCDEFGHJKMNPQRSTVWXYZ'[parseInt(group, 2)])
      .join('');
    return symbols.match(/.{4}/g)!.join('-');
  }
  const upload = (user: SignedInUser, licenseId: string, request: string) => user.browser.post(`/api/licenses/${licenseId}/offline-activations`, { request });
  const deactivate = (user: SignedInUser, licenseId: string, code: string) => user.browser.post(`/api/licenses/${licenseId}/offline-deactivations`, { code });
  async function seatsUsed(user: SignedInUser, licenseId: string): Promise<number> {
    const licenses = (await user.browser.get('/api/licenses/me')).body.licenses as Array<{ id: string; seatsUsed: number }>;
    return licenses.find((license) => license.id === licenseId)!.seatsUsed;
  }

  describe('licence file lifetime by term', () => {
    it('gives an annual licence’s file 90 days and a monthly one’s 30, shown per device', async () => {
      const annual = await paidOwner('standard', 'annual');
      const monthly = await paidOwner('standard', 'monthly');
      const app = desktopApp(stack.http);

      const annualFile = (await app('activate', { licenseKey: annual.license.licenseKey, fingerprint: aFingerprint() })).body.licenseFile as string;
      const monthlyFile = (await app('activate', { licenseKey: monthly.license.licenseKey, fingerprint: aFingerprint() })).body.licenseFile as string;

      const annualClaims = claimsOf(annualFile);
      expect(annualClaims.exp! - annualClaims.iat!).toBe(90 * DAY_SECONDS);
      expect(claimsOf(monthlyFile).exp! - claimsOf(monthlyFile).iat!).toBe(30 * DAY_SECONDS);
      const [shown] = (await annual.owner.browser.get('/api/licenses/me')).body.licenses as Array<{ devices: Array<{ offlineUntil: string }> }>;
      expect(shown!.devices[0]!.offlineUntil).toMatch(ISO_INSTANT);
      expect(Math.floor(Date.parse(shown!.devices[0]!.offlineUntil) / 1000)).toBe(annualClaims.exp);
    });

    it('never runs a file past the licence’s expiry plus the 3 days’ grace', async () => {
      const { license } = await paidOwner('standard', 'annual', 10);
      const activated = await desktopApp(stack.http)('activate', { licenseKey: license.licenseKey, fingerprint: aFingerprint() });
      expect(claimsOf(activated.body.licenseFile).exp).toBe(Math.floor((license.expiryDate.getTime() + 3 * DAY_MS) / 1000));
    });
  });

  describe('air-gapped activation', () => {
    it('turns the reference client’s request into a licence file it verifies offline, counts the seat, and takes the request once', async () => {
      const { owner, license } = await paidOwner('enterprise', 'annual');
      const fingerprint = aFingerprint();
      const request = writeActivationRequest({
        devicePublicKey: DEVICE.x,
        fingerprint,
        licenseKey: license.licenseKey,
        name: 'Camp laptop',
        platform: 'linux',
        appVersion: '1.0.7',
      });

      const answered = await upload(owner, license.id, request);

      expect(answered.status).toBe(201);
      expect(answered.body).toMatchObject({
        success: true,
        fileName: 'PointForge-Camp-laptop.lic',
        device: { userId: owner.userId, name: 'Camp laptop', offlineUntil: expect.stringMatching(ISO_INSTANT) },
      });
      const verified = await verifyLicenceFile(answered.body.licenseFile, { jwks: await servedKeySet(stack.http), issuer: stack.origin, fingerprint });
      expect(verified).toMatchObject({ valid: true, claims: { sub: license.id, mid: answered.body.device.id, plan: 'enterprise' } });
      expect(await seatsUsed(owner, license.id)).toBe(1);

      const again = await upload(owner, license.id, request);
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ success: false, code: 'LICENSING.OFFLINE_REQUEST_USED' });
    });

    it('refuses an expired request, one for another licence, and a text that is no request', async () => {
      const { owner, license } = await paidOwner('enterprise', 'annual');
      const stale = writeActivationRequest({
        devicePublicKey: DEVICE.x,
        fingerprint: aFingerprint(),
        licenseKey: license.licenseKey,
        now: new Date(Date.now() - 8 * DAY_MS),
      });
      const foreign = writeActivationRequest({ devicePublicKey: DEVICE.x, fingerprint: aFingerprint(), licenseKey: 'PF-AAAAA-BBBBB-CCCCC-DDDDD-EEEEE' });

      expect((await upload(owner, license.id, stale)).body).toMatchObject({ code: 'LICENSING.OFFLINE_REQUEST_EXPIRED' });
      expect((await upload(owner, license.id, stale)).status).toBe(422);
      expect((await upload(owner, license.id, foreign)).status).toBe(422);
      expect((await upload(owner, license.id, 'not a request')).body).toMatchObject({ code: 'LICENSING.OFFLINE_REQUEST_INVALID' });
      expect(await seatsUsed(owner, license.id)).toBe(0);
    });

    it('gives a member’s upload, without the key, the member’s device; a stranger’s upload is 404', async () => {
      const { owner, license } = await paidOwner('enterprise', 'annual');
      const member = await memberOf(owner, license.id);
      const stranger = await users.create('stranger');

      const answered = await upload(member, license.id, writeActivationRequest({ devicePublicKey: DEVICE.x, fingerprint: aFingerprint(), name: 'Rig 4' }));
      const refused = await upload(stranger, license.id, writeActivationRequest({ devicePublicKey: DEVICE.x, fingerprint: aFingerprint() }));

      expect(answered.status).toBe(201);
      expect(answered.body.device).toMatchObject({ userId: member.userId, name: 'Rig 4' });
      expect(refused.status).toBe(404);
      expect(await seatsUsed(owner, license.id)).toBe(1);
    });
  });

  describe('offline deactivation', () => {
    it('frees the seat for the code the reference client computes from the newest file; a forged code and an older file’s code are 422', async () => {
      const { owner, license } = await paidOwner('enterprise', 'annual');
      const fingerprint = aFingerprint();
      const first = await upload(owner, license.id, writeActivationRequest({ devicePublicKey: DEVICE.x, fingerprint, licenseKey: license.licenseKey }));
      const newest = await upload(owner, license.id, writeActivationRequest({ devicePublicKey: DEVICE.x, fingerprint, licenseKey: license.licenseKey }));
      expect(newest.body.device.id).toBe(first.body.device.id);

      const forged = await deactivate(owner, license.id, 'ABCD-EFGH-JKMN-PQRS');
      const older = await deactivate(owner, license.id, offlineDeactivationCode(first.body.licenseFile, DEVICE));
      // The uploader holds the file and nothing else: neither a code keyed with what the file shows (as `dsec` was) nor one with another device key frees the seat.
      const fromTheFileAlone = await deactivate(owner, license.id, codeKeyedWithFileClaims(newest.body.licenseFile));
      const withAnotherDeviceKey = await deactivate(owner, license.id, offlineDeactivationCode(newest.body.licenseFile, generateDeviceKey()));
      const freed = await deactivate(owner, license.id, offlineDeactivationCode(newest.body.licenseFile, DEVICE).toLowerCase().replace(/-/g, ''));

      expect(forged.status).toBe(422);
      expect(forged.body).toMatchObject({ success: false, code: 'LICENSING.DEACTIVATION_CODE_INVALID' });
      expect(older.status).toBe(422);
      expect(fromTheFileAlone.status).toBe(422);
      expect(withAnotherDeviceKey.status).toBe(422);
      expect(freed.status).toBe(200);
      expect(freed.body.device).toMatchObject({ id: newest.body.device.id, userId: owner.userId });
      expect(await seatsUsed(owner, license.id)).toBe(0);
    });

    it('gives an app that activates online with its device key files whose code frees it; a key that is no X25519 key is 400', async () => {
      const { owner, license } = await paidOwner('enterprise', 'annual');
      const app = desktopApp(stack.http);
      const fingerprint = aFingerprint();

      const activated = await app('activate', { licenseKey: license.licenseKey, fingerprint, deactivationKey: DEVICE.x });
      const badKey = await app('activate', { licenseKey: license.licenseKey, fingerprint: aFingerprint(), deactivationKey: 'not-a-key' });

      expect(activated.status).toBe(200);
      expect(claimsOf(activated.body.licenseFile).epk).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(badKey.status).toBe(400);
      expect((await deactivate(owner, license.id, offlineDeactivationCode(activated.body.licenseFile, DEVICE))).status).toBe(200);
      expect(await seatsUsed(owner, license.id)).toBe(0);
    });

    it('refuses Release of a computer whose offline file still runs (409, naming the date and the code), and releases one that renewed online', async () => {
      const { owner, license } = await paidOwner('enterprise', 'annual');
      const fingerprint = aFingerprint();
      const { device } = (await upload(owner, license.id, writeActivationRequest({ devicePublicKey: DEVICE.x, fingerprint, licenseKey: license.licenseKey })))
        .body;

      const refused = await owner.browser.delete(`/api/licenses/${license.id}/devices/${device.id}`);
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({
        success: false,
        code: 'LICENSING.OFFLINE_DEVICE_NEEDS_CODE',
        message: expect.stringMatching(/runs until \w+ \d{1,2}, \d{4}\. .*deactivation code .*Release an offline computer/),
      });
      expect(await seatsUsed(owner, license.id)).toBe(1);

      expect((await desktopApp(stack.http)('validate', { licenseKey: license.licenseKey, fingerprint })).status).toBe(200);
      expect((await owner.browser.delete(`/api/licenses/${license.id}/devices/${device.id}`)).status).toBe(200);
      expect(await seatsUsed(owner, license.id)).toBe(0);
    });
  });
});
