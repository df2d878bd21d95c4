/**
 * The client and the server each implement the licence file (the client depends on no
 * server package, since desktop apps ship it alone). This suite signs with the server's own
 * signer and armor and checks with the client's, so the two cannot drift apart.
 */
import {
  armorLicenseFile,
  DEACTIVATION_KEY_SALT,
  deactivationCode,
  deactivationKeyInfo,
  parseActivationRequest,
  signedKeySetClaims,
  unarmorLicenseFile,
  type LicenseFileClaims,
} from '@pointforge/domain';
import { JoseLicenseSigner } from '@pointforge/infra/security/jose-license-signer';
import { NodeDeactivationKeyAgreement } from '@pointforge/infra/security/node-deactivation-key-agreement';
import { NodeHmacSha256 } from '@pointforge/infra/security/node-hmac-sha256';
import { generateLicenseSigningJwk, parseSigningJwk, parseLicenseSigningKeys } from '@pointforge/infra/security/license-signing-keys';
import { armorLicence, unarmorLicence } from './licence-file';
import { verifyLicenceFile } from './licence-verifier';
import { verifySignedKeySet } from './signed-key-set';
import { generateDeviceKey, offlineDeactivationCode, writeActivationRequest } from './offline-activation';

const SITE_ORIGIN = 'https://pointforge.example';
const FINGERPRINT = 'server-compat-fingerprint-01';
/** docs/licence-protocol.md's test vector: the device's and the ephemeral X25519 keys are the bytes 0–31 and 32–63. */
const VECTOR = {
  device: { d: 'AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8', x: 'j0DFrbaPJWJK5bIU6nZ6bslNgp09e14a0bpvPiE4KF8' },
  ephemeral: { x: 'NYBy1jZYgNGu6jKa35EhODhR7SGijjt16WXQ0s0WYlQ' },
  code: '5WTT-1TG6-YT4Y-HB97',
};

function serverClaims(): LicenseFileClaims {
  const now = Math.floor(Date.now() / 1000);
  return {
    iss: SITE_ORIGIN,
    aud: 'pointforge-desktop',
    sub: 'licence-id',
    iat: now,
    nbf: now,
    exp: now + 14 * 86_400,
    plan: 'enterprise',
    seats: 5,
    devicesPerSeat: 2,
    fp: FINGERPRINT,
    mid: 'machine-id',
    lexp: now + 365 * 86_400,
    licensee: 'Deep Level Mining',
    jti: 'file-id',
  };
}

describe("the client's check of files the server signs", () => {
  const oldKey = generateLicenseSigningJwk();
  const newKey = generateLicenseSigningJwk();
  const root = generateLicenseSigningJwk();
  const signerWith = (...keys: object[]) => new JoseLicenseSigner(parseLicenseSigningKeys(JSON.stringify({ keys })), parseSigningJwk(JSON.stringify(root)));
  const verify = (file: string, signer: JoseLicenseSigner, fingerprint = FINGERPRINT) =>
    verifyLicenceFile(file, { jwks: { keys: signer.publicKeys() }, issuer: SITE_ORIGIN, fingerprint });

  it("accepts the server's file with the server's JWK Set, and only on the machine it names", async () => {
    const signer = signerWith(oldKey);
    const claims = serverClaims();
    const file = await signer.sign(claims);

    expect(await verify(file, signer)).toMatchObject({ valid: true, keyId: oldKey.kid, claims });
    expect(await verify(file, signer, 'another-machine-fingerprint')).toMatchObject({ valid: false, reason: 'OTHER_MACHINE' });
  });

  it("accepts a retired key's file after the server's rotation, as long as the key stays published", async () => {
    const oldFile = await signerWith(oldKey).sign(serverClaims());
    const rotated = signerWith(newKey, oldKey);

    expect(await verify(oldFile, rotated)).toMatchObject({ valid: true, keyId: oldKey.kid });
    expect(await verify(await rotated.sign(serverClaims()), rotated)).toMatchObject({ valid: true, keyId: newKey.kid });
    expect(await verify(oldFile, signerWith(newKey))).toMatchObject({ valid: false, reason: 'UNKNOWN_KEY' });
  });

  it("vouches for the server's keys with the root's public half, as an app ships it", async () => {
    const signer = signerWith(newKey, oldKey);
    const { d: _secret, ...rootPublic } = root;

    const vouched = await verifySignedKeySet(await signer.signKeySet(signedKeySetClaims(SITE_ORIGIN, new Date())), {
      rootKeys: { keys: [rootPublic] },
      issuer: SITE_ORIGIN,
    });

    expect(vouched).toEqual({ keys: signer.publicKeys() });
  });

  it('reads the same armor both ways', async () => {
    const compactJws = unarmorLicence(await signerWith(oldKey).sign(serverClaims()));

    expect(armorLicence(compactJws)).toBe(armorLicenseFile(compactJws));
    expect(unarmorLicenseFile(armorLicence(compactJws))).toBe(compactJws);
  });

  it('writes the activation request the server reads, field for field', () => {
    const now = new Date('2026-03-02T08:15:00.000Z');
    const request = writeActivationRequest({
      fingerprint: FINGERPRINT,
      licenseKey: 'PF-AAAAA-BBBBB-CCCCC-DDDDD-EEEEE',
      name: 'Camp laptop',
      platform: 'linux',
      appVersion: '1.0.7',
      devicePublicKey: VECTOR.device.x,
      now,
    });

    expect(parseActivationRequest(request)).toEqual({
      key: 'PF-AAAAA-BBBBB-CCCCC-DDDDD-EEEEE',
      fingerprint: FINGERPRINT,
      name: 'Camp laptop',
      platform: 'linux',
      appVersion: '1.0.7',
      nonce: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      createdAt: now,
      deactivationKey: VECTOR.device.x,
    });
    expect(parseActivationRequest(writeActivationRequest({ fingerprint: FINGERPRINT, devicePublicKey: VECTOR.device.x }))).toMatchObject({
      key: null,
      name: null,
    });
  });

  it('computes docs/licence-protocol.md’s test vector as the server does', async () => {
    const file = { mid: '3f2c8a4e-0000-4000-8000-000000000001', jti: '9b1d7e20-0000-4000-8000-000000000002' };
    const licenceFile = await signerWith(oldKey).sign({ ...serverClaims(), ...file, epk: VECTOR.ephemeral.x });
    const key = Buffer.from('c496dac2cfc5c989241609a40e803599932bab9f746975806e52d92e18315a2f', 'hex');

    expect(offlineDeactivationCode(licenceFile, VECTOR.device)).toBe(VECTOR.code);
    expect(deactivationCode(new NodeHmacSha256(), { key, ...file })).toBe(VECTOR.code);
  });

  it('computes the code the server stored for a file agreed with its device key, which the file alone does not give', async () => {
    const device = generateDeviceKey();
    const file = { mid: 'machine-id', jti: 'file-id' };
    const agreed = new NodeDeactivationKeyAgreement().agree(Buffer.from(device.x, 'base64url'), DEACTIVATION_KEY_SALT, deactivationKeyInfo(file))!;
    const epk = Buffer.from(agreed.ephemeralPublicKey).toString('base64url');
    const licenceFile = await signerWith(oldKey).sign({ ...serverClaims(), ...file, epk });

    expect(offlineDeactivationCode(licenceFile, device)).toBe(deactivationCode(new NodeHmacSha256(), { key: agreed.key, ...file }));
    expect(offlineDeactivationCode(licenceFile, generateDeviceKey())).not.toBe(deactivationCode(new NodeHmacSha256(), { key: agreed.key, ...file }));
  });
});
