import { armorLicence, unarmorLicence } from './licence-file';
import { LICENCE_REFUSAL_MESSAGES, verifyLicenceFile, type LicenceClaims } from './licence-verifier';
import { createSigningKey, jwksOf, licenceClaims, signLicenceFile, type SigningKey } from './testing/licence-signing';

const ISSUER = 'https://pointforge.example';
const FINGERPRINT = 'fp-of-this-machine-0123456789';
const HOUR = 3600;

describe('verifyLicenceFile, the offline check', () => {
  let key: SigningKey;
  let otherKey: SigningKey;
  const now = () => Math.floor(Date.now() / 1000);

  beforeAll(async () => {
    key = await createSigningKey('key-2026-01');
    otherKey = await createSigningKey('key-of-someone-else');
  });

  const claims = (overrides: Partial<LicenceClaims> = {}) => licenceClaims({ iss: ISSUER, fp: FINGERPRINT, ...overrides });
  const verify = (file: string, jwks = jwksOf([key])) => verifyLicenceFile(file, { jwks, issuer: ISSUER, fingerprint: FINGERPRINT });
  const refusalOf = async (file: string, jwks = jwksOf([key])) => {
    const result = await verify(file, jwks);
    return result.valid ? 'ACCEPTED' : result.reason;
  };

  it('accepts a good file and returns its claims and key', async () => {
    const result = await verify(await signLicenceFile(claims({ plan: 'professional', seats: 1 }), key));

    expect(result).toEqual({ valid: true, keyId: 'key-2026-01', claims: expect.objectContaining({ plan: 'professional', seats: 1, fp: FINGERPRINT }) });
  });

  it('refuses a payload changed after signing (more seats) as tampered', async () => {
    const [header, , signature] = unarmorLicence(await signLicenceFile(claims({ seats: 1 }), key)).split('.');
    const forgedPayload = Buffer.from(JSON.stringify(claims({ seats: 500 }))).toString('base64url');

    const result = await verify(armorLicence(`${header}.${forgedPayload}.${signature}`));

    expect(result).toEqual({ valid: false, reason: 'TAMPERED', message: LICENCE_REFUSAL_MESSAGES.TAMPERED });
  });

  it('refuses a changed signature as tampered', async () => {
    const [header, payload, signature] = unarmorLicence(await signLicenceFile(claims(), key)).split('.');
    const bytes = Buffer.from(signature, 'base64url');
    bytes[10] ^= 0x01;

    expect(await refusalOf(`${header}.${payload}.${bytes.toString('base64url')}`)).toBe('TAMPERED');
  });

  it("refuses a file issued to another machine's fingerprint", async () => {
    expect(await refusalOf(await signLicenceFile(claims({ fp: 'fp-of-another-machine-987654' }), key))).toBe('OTHER_MACHINE');
  });

  it('refuses an expired file, but forgives a clock a few seconds behind', async () => {
    expect(await refusalOf(await signLicenceFile(claims({ iat: now() - 15 * 24 * HOUR, nbf: now() - 15 * 24 * HOUR, exp: now() - HOUR }), key))).toBe(
      'EXPIRED',
    );
    expect(await refusalOf(await signLicenceFile(claims({ exp: now() - 10 }), key))).toBe('ACCEPTED');
  });

  it('refuses a file that is not valid yet', async () => {
    expect(await refusalOf(await signLicenceFile(claims({ nbf: now() + HOUR }), key))).toBe('NOT_YET_VALID');
  });

  it('refuses a file for another audience, another issuer or of another type', async () => {
    expect(await refusalOf(await signLicenceFile(claims({ aud: 'pointforge-web' }), key))).toBe('WRONG_AUDIENCE');
    expect(await refusalOf(await signLicenceFile(claims({ iss: 'https://evil.example' }), key))).toBe('WRONG_ISSUER');
    expect(await refusalOf(await signLicenceFile(claims(), key, { typ: 'JWT' }))).toBe('WRONG_TYPE');
  });

  it('refuses a file signed by a key that is not in the JWKS, or that names no key', async () => {
    expect(await refusalOf(await signLicenceFile(claims(), otherKey))).toBe('UNKNOWN_KEY');
    expect(await refusalOf(await signLicenceFile(claims(), otherKey, { kid: key.kid }))).toBe('TAMPERED');
    expect(await refusalOf(await signLicenceFile(claims(), key, { kid: null }))).toBe('UNKNOWN_KEY');
  });

  it('refuses an unsigned file ("alg": "none") and a file that is not a JWS at all', async () => {
    const payload = unarmorLicence(await signLicenceFile(claims(), key)).split('.')[1];
    const header = Buffer.from(JSON.stringify({ alg: 'none', kid: key.kid, typ: 'pointforge-license+jwt' })).toString('base64url');

    expect(await refusalOf(`${header}.${payload}.`)).toBe('MALFORMED');
    expect(await refusalOf(armorLicence(`${header}.${payload}.AAAA`))).toBe('WRONG_ALGORITHM');
    expect(await refusalOf('hello')).toBe('MALFORMED');
  });

  it('refuses a correctly signed file that lacks a claim of the contract', async () => {
    const { mid: _mid, ...withoutMachine } = claims();

    expect(await refusalOf(await signLicenceFile(withoutMachine as LicenceClaims, key))).toBe('MALFORMED');
  });

  it('after a key rotation, accepts files of the new key and of the retired key while it stays in the JWKS', async () => {
    const retiredKey = key;
    const newKey = await createSigningKey('key-2026-07');
    const jwksAfterRotation = jwksOf([newKey, retiredKey]);
    const oldFile = await signLicenceFile(claims(), retiredKey);

    expect(await refusalOf(await signLicenceFile(claims(), newKey), jwksAfterRotation)).toBe('ACCEPTED');
    expect(await refusalOf(oldFile, jwksAfterRotation)).toBe('ACCEPTED');
    // Once the retired key leaves the set (its files have all expired), its files are unknown.
    expect(await refusalOf(oldFile, jwksOf([newKey]))).toBe('UNKNOWN_KEY');
  });
});
