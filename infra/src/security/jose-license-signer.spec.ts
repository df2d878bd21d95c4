import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unarmorLicenseFile, type LicenseFileClaims } from '@pointforge/domain';
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { JoseLicenseSigner } from './jose-license-signer';
import {
  generateLicenseSigningJwk,
  parseSigningJwk,
  parseLicenseSigningKeys,
  readOrCreateSigningJwkFile,
  readOrCreateLicenseSigningKeyFile,
} from './license-signing-keys';

const NOW_SECONDS = Math.floor(Date.now() / 1000);
const CLAIMS: LicenseFileClaims = {
  iss: 'https://pointforge.example',
  aud: 'pointforge-desktop',
  sub: 'license-1',
  iat: NOW_SECONDS,
  nbf: NOW_SECONDS,
  exp: NOW_SECONDS + 3600,
  plan: 'enterprise',
  seats: 5,
  devicesPerSeat: 2,
  fp: 'f'.repeat(64),
  mid: 'machine-1',
  lexp: NOW_SECONDS + 86_400,
  licensee: 'Deep Level Mining',
  jti: 'file-1',
  epk: 'A'.repeat(43),
};

const keySet = (...keys: object[]) => JSON.stringify({ keys });
const ROOT = generateLicenseSigningJwk();
const signerOf = (...keys: object[]) => new JoseLicenseSigner(parseLicenseSigningKeys(keySet(...keys)), parseSigningJwk(JSON.stringify(ROOT)));

describe('JoseLicenseSigner', () => {
  it('signs an armored EdDSA JWS that jose verifies with the published JWK Set', async () => {
    const current = generateLicenseSigningJwk();
    const signer = signerOf(current);

    const file = await signer.sign(CLAIMS);

    expect(file).toMatch(/^-----BEGIN POINTFORGE LICENSE-----\n([A-Za-z0-9_.-]{1,64}\n)+-----END POINTFORGE LICENSE-----\n$/);
    const jws = unarmorLicenseFile(file)!;
    expect(decodeProtectedHeader(jws)).toEqual({ alg: 'EdDSA', kid: current.kid, typ: 'pointforge-license+jwt' });
    const verified = await jwtVerify(jws, createLocalJWKSet({ keys: signer.publicKeys() }), {
      audience: 'pointforge-desktop',
      issuer: 'https://pointforge.example',
      typ: 'pointforge-license+jwt',
    });
    expect(verified.payload).toEqual(CLAIMS);
  });

  it('signs with the first key and publishes every key, public parts only', async () => {
    const [current, retired] = [generateLicenseSigningJwk(), generateLicenseSigningJwk()];
    const signer = signerOf(current, retired);

    expect(signer.publicKeys()).toEqual([
      { kty: 'OKP', crv: 'Ed25519', x: current.x, kid: current.kid, alg: 'EdDSA', use: 'sig' },
      { kty: 'OKP', crv: 'Ed25519', x: retired.x, kid: retired.kid, alg: 'EdDSA', use: 'sig' },
    ]);
    expect(decodeProtectedHeader(unarmorLicenseFile(await signer.sign(CLAIMS))!).kid).toBe(current.kid);
  });

  it('makes a file another key cannot verify', async () => {
    const signer = signerOf(generateLicenseSigningJwk());
    const stranger = generateLicenseSigningJwk();
    const impostor = { ...signer.publicKeys()[0]!, x: stranger.x };
    await expect(jwtVerify(unarmorLicenseFile(await signer.sign(CLAIMS))!, createLocalJWKSet({ keys: [impostor] }))).rejects.toThrow();
  });
  it('signs the published keys with the root key, which is not among them (ASVS 9.1.3)', async () => {
    const [current, retired] = [generateLicenseSigningJwk(), generateLicenseSigningJwk()];
    const signer = signerOf(current, retired);
    const claims = { iss: 'https://pointforge.example', iat: NOW_SECONDS, exp: NOW_SECONDS + 30 * 86_400 };

    const signed = await signer.signKeySet(claims);

    expect(decodeProtectedHeader(signed)).toEqual({ alg: 'EdDSA', kid: ROOT.kid, typ: 'pointforge-jwks+jwt' });
    const { d: _secret, ...rootPublic } = ROOT;
    const verified = await jwtVerify(signed, createLocalJWKSet({ keys: [rootPublic] }), { typ: 'pointforge-jwks+jwt' });
    expect(verified.payload).toEqual({ ...claims, keys: signer.publicKeys() });
    await expect(jwtVerify(signed, createLocalJWKSet({ keys: signer.publicKeys() }))).rejects.toThrow();
  });
});

describe('parseLicenseSigningKeys', () => {
  it('refuses what cannot sign, saying why without echoing the secret', () => {
    const key = generateLicenseSigningJwk();
    const { d: _secret, ...publicOnly } = key;
    const refusals: Array<[string, RegExp]> = [
      ['{', /not JSON/],
      ['{"keys":[]}', /at least one key/],
      [keySet({ ...key, crv: 'P-256' }), /not an Ed25519 key/],
      [keySet(publicOnly), /not a private key/],
      [keySet({ ...key, kid: '' }), /has no "kid"/],
      [keySet(key, { ...generateLicenseSigningJwk(), kid: key.kid }), /share a kid/],
      [keySet({ ...key, x: generateLicenseSigningJwk().x }), /"x" is not the public half of "d"/],
    ];
    for (const [json, reason] of refusals) {
      let message = '';
      try {
        parseLicenseSigningKeys(json);
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toMatch(reason);
      expect(message).not.toContain(key.d);
    }
  });
});

describe('readOrCreateLicenseSigningKeyFile', () => {
  it('makes one key on first use into a file only its owner reads, and reuses it', () => {
    const directory = mkdtempSync(join(tmpdir(), 'pf-license-keys-'));
    try {
      const path = join(directory, 'var', 'license-signing-keys.json');
      const [made] = readOrCreateLicenseSigningKeyFile(path);
      expect(statSync(path).mode & 0o777).toBe(0o600);
      expect(JSON.parse(readFileSync(path, 'utf8')).keys).toHaveLength(1);
      expect(readOrCreateLicenseSigningKeyFile(path).map((key) => key.publicJwk)).toEqual([made!.publicJwk]);
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });
});

describe('parseSigningJwk and readOrCreateSigningJwkFile', () => {
  it('reads one private key, refusing a public one without echoing anything secret', () => {
    const { d: _secret, ...publicOnly } = ROOT;

    expect(parseSigningJwk(JSON.stringify(ROOT)).publicJwk.kid).toBe(ROOT.kid);
    expect(() => parseSigningJwk(JSON.stringify(publicOnly))).toThrow('the key is not a private key (it needs "d" and "x")');
    expect(() => parseSigningJwk(keySet(ROOT))).toThrow('the key is not an Ed25519 key');
  });

  it('makes the root key on first use into a file only its owner reads, and reuses it', () => {
    const directory = mkdtempSync(join(tmpdir(), 'pf-license-root-'));
    try {
      const path = join(directory, 'var', 'license-root-key.json');
      const made = readOrCreateSigningJwkFile(path);
      expect(statSync(path).mode & 0o777).toBe(0o600);
      expect(readOrCreateSigningJwkFile(path).publicJwk).toEqual(made.publicJwk);
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });
});
