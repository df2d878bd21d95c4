import { expect, it } from '@jest/globals';
import type { DeviceAuthorization, DeviceGrant, License } from '@pointforge/domain';
import { aFingerprint, aMachine, concurrently, givenPaidLicense, later, T0, type RepositoriesSetup } from '../../testing/repository-fixtures';
import { describeRepositoryContractForAUser } from '../../testing/repository-contract';

let sequence = 0;
/** A hex string of 64 characters, distinct per call: the shape of a SHA-256 hash. */
function aHash(): string {
  sequence += 1;
  return `${Date.now().toString(16)}${sequence.toString(16)}`.padStart(64, 'a');
}

/** Eight letters of the user-code alphabet, distinct per call. */
function aUserCode(): string {
  const alphabet = 'BCDFGHJKLMNPQRSTVWXZ';
  let n = Date.now() * 100 + (sequence += 1);
  let code = '';
  for (let i = 0; i < 8; i += 1) {
    code += alphabet[n % 20];
    n = Math.floor(n / 20);
  }
  return code;
}

function anAuthorization(overrides: Partial<DeviceAuthorization> = {}): DeviceAuthorization {
  return {
    id: crypto.randomUUID(),
    deviceCodeHash: aHash(),
    userCode: aUserCode(),
    clientId: 'pointforge-desktop',
    fingerprint: aFingerprint(),
    deviceName: 'SURVEY-LAPTOP',
    platform: 'windows',
    appVersion: '1.0.7',
    requestedAt: T0,
    expiresAt: later(T0, 900_000),
    intervalSeconds: 5,
    lastPolledAt: null,
    decision: 'pending',
    userId: null,
    licenseId: null,
    ...overrides,
  };
}

function aGrant(license: License, userId: string, overrides: Partial<DeviceGrant> = {}): DeviceGrant {
  return {
    id: crypto.randomUUID(),
    userId,
    licenseId: license.id,
    fingerprint: aFingerprint(),
    machineId: null,
    accessTokenHash: aHash(),
    accessExpiresAt: later(T0, 3_600_000),
    refreshTokenHash: aHash(),
    refreshExpiresAt: later(T0, 86_400_000),
    createdAt: T0,
    ...overrides,
  };
}

export function describeDeviceSignInRepositoryContract(name: string, setup: RepositoriesSetup): void {
  describeRepositoryContractForAUser(`DeviceAuthorizationRepositoryPort and DeviceGrantRepositoryPort: ${name}`, setup, (given) => {
    const givenLicense = (): Promise<License> => givenPaidLicense(given.repositories, given.user.id, 'enterprise');

    it('stores a request whole, finds it by its device-code hash, and by its user code only while pending and unexpired', async () => {
      const authorization = anAuthorization();
      await given.repositories.deviceAuthorizations.create(authorization);

      expect(await given.repositories.deviceAuthorizations.findByDeviceCodeHash(authorization.deviceCodeHash)).toEqual(authorization);
      expect(await given.repositories.deviceAuthorizations.findPendingByUserCode(authorization.userCode, T0)).toEqual(authorization);
      expect(await given.repositories.deviceAuthorizations.findPendingByUserCode(authorization.userCode, authorization.expiresAt)).toBeNull();
      await expect(given.repositories.deviceAuthorizations.create(anAuthorization({ userCode: authorization.userCode }))).rejects.toThrow();
    });

    it('records one decision of concurrent ones, a poll, and yields a request to one consumer', async () => {
      const license = await givenLicense();
      const authorization = anAuthorization();
      await given.repositories.deviceAuthorizations.create(authorization);

      const decided = await concurrently(2, (i) =>
        given.repositories.deviceAuthorizations.decide(
          authorization.id,
          i === 0 ? { decision: 'approved', userId: given.user.id, licenseId: license.id } : { decision: 'denied', userId: given.user.id },
        ),
      );
      expect(decided.filter(Boolean)).toHaveLength(1);
      expect(await given.repositories.deviceAuthorizations.findPendingByUserCode(authorization.userCode, T0)).toBeNull();
      await given.repositories.deviceAuthorizations.recordPoll(authorization.id, later(T0, 5000), 10);
      expect(await given.repositories.deviceAuthorizations.findByDeviceCodeHash(authorization.deviceCodeHash)).toMatchObject({
        lastPolledAt: later(T0, 5000),
        intervalSeconds: 10,
        userId: given.user.id,
      });

      expect((await concurrently(3, () => given.repositories.deviceAuthorizations.consume(authorization.id))).filter(Boolean)).toHaveLength(1);
      expect(await given.repositories.deviceAuthorizations.findByDeviceCodeHash(authorization.deviceCodeHash)).toBeNull();
    });

    it('deletes the requests that expired before the given instant only', async () => {
      const old = anAuthorization({ expiresAt: later(T0, -1) });
      const current = anAuthorization({ expiresAt: later(T0, 1) });
      await given.repositories.deviceAuthorizations.create(old);
      await given.repositories.deviceAuthorizations.create(current);

      expect(await given.repositories.deviceAuthorizations.deleteExpired(T0)).toBeGreaterThanOrEqual(1);
      expect(await given.repositories.deviceAuthorizations.findByDeviceCodeHash(old.deviceCodeHash)).toBeNull();
      expect(await given.repositories.deviceAuthorizations.findByDeviceCodeHash(current.deviceCodeHash)).toEqual(current);
    });

    it('keeps one grant per licence and fingerprint, rotates tokens only from the refresh token read, and revokes', async () => {
      const license = await givenLicense();
      const first = aGrant(license, given.user.id);
      const second = aGrant(license, given.user.id, { fingerprint: first.fingerprint });
      await given.repositories.deviceGrants.issue(first);
      await given.repositories.deviceGrants.issue(second);

      expect(await given.repositories.deviceGrants.findByAccessTokenHash(first.accessTokenHash)).toBeNull();
      expect(await given.repositories.deviceGrants.findByRefreshTokenHash(second.refreshTokenHash)).toEqual(second);
      const tokens = { accessTokenHash: aHash(), accessExpiresAt: later(T0, 7_200_000), refreshTokenHash: aHash(), refreshExpiresAt: later(T0, 172_800_000) };
      const rotations = await concurrently(2, () => given.repositories.deviceGrants.rotate(second.id, second.refreshTokenHash, tokens));
      expect(rotations.filter(Boolean)).toHaveLength(1);
      expect(await given.repositories.deviceGrants.findByRefreshTokenHash(second.refreshTokenHash)).toBeNull();
      expect(await given.repositories.deviceGrants.findByAccessTokenHash(tokens.accessTokenHash)).toEqual({ ...second, ...tokens });

      await given.repositories.deviceGrants.revoke(second.id);
      expect(await given.repositories.deviceGrants.findByAccessTokenHash(tokens.accessTokenHash)).toBeNull();
    });

    it('issues 10 concurrent grants for one computer without an error, one of them kept', async () => {
      const license = await givenLicense();
      const fingerprint = aFingerprint();
      const grants = Array.from({ length: 10 }, () => aGrant(license, given.user.id, { fingerprint }));
      let next = 0;

      await concurrently(10, () => given.repositories.deviceGrants.issue(grants[next++]!));

      const kept = await Promise.all(grants.map((grant) => given.repositories.deviceGrants.findByAccessTokenHash(grant.accessTokenHash)));
      expect(kept.filter((grant) => grant !== null)).toHaveLength(1);
    });

    it('deletes a grant with the activation it is bound to, and with its person', async () => {
      const license = await givenLicense();
      const machine = aMachine(license.id, aFingerprint(), { userId: given.user.id });
      await given.repositories.machines.activate({ machine, devicesPerPerson: 2, trialFingerprintKeys: null });
      const bound = aGrant(license, given.user.id, { fingerprint: machine.fingerprint });
      const unbound = aGrant(license, given.user.id);
      await given.repositories.deviceGrants.issue(bound);
      await given.repositories.deviceGrants.issue(unbound);
      await given.repositories.deviceGrants.bindMachine(bound.id, machine.id);
      expect(await given.repositories.deviceGrants.findByAccessTokenHash(bound.accessTokenHash)).toEqual({ ...bound, machineId: machine.id });

      await given.repositories.machines.release(license.id, machine.id);
      expect(await given.repositories.deviceGrants.findByAccessTokenHash(bound.accessTokenHash)).toBeNull();
      expect(await given.repositories.deviceGrants.findByAccessTokenHash(unbound.accessTokenHash)).toEqual(unbound);

      await given.repositories.users.delete(given.user.id);
      expect(await given.repositories.deviceGrants.findByAccessTokenHash(unbound.accessTokenHash)).toBeNull();
    });
  });
}
