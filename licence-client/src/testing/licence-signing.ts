/**
 * Signs licence files the way the licence server does (Ed25519, kid, typ), so tests can
 * make good files and every kind of bad one. Tests only.
 */
import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, SignJWT, type JSONWebKeySet, type JWK, type KeyLike } from 'jose';
import { armorLicence } from '../licence-file';
import { LICENCE_ALGORITHM, LICENCE_AUDIENCE, LICENCE_FILE_TYPE, type LicenceClaims } from '../licence-verifier';
import { SIGNED_KEY_SET_TYPE } from '../signed-key-set';

export interface SigningKey {
  kid: string;
  privateKey: KeyLike;
  publicJwk: JWK;
}

export async function createSigningKey(kid = `test-${randomUUID()}`): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair(LICENCE_ALGORITHM, { crv: 'Ed25519' });
  return { kid, privateKey, publicJwk: { ...(await exportJWK(publicKey)), kid, alg: LICENCE_ALGORITHM, use: 'sig' } };
}

export function jwksOf(keys: SigningKey[]): JSONWebKeySet {
  return { keys: keys.map((key) => key.publicJwk) };
}

const DAY_SECONDS = 86_400;

/** Claims of a file issued now to `fp`, valid 14 days, of a licence that runs a year. */
export function licenceClaims(overrides: Partial<LicenceClaims> & Pick<LicenceClaims, 'iss' | 'fp'>): LicenceClaims {
  const now = Math.floor(Date.now() / 1000);
  return {
    aud: LICENCE_AUDIENCE,
    sub: 'licence-1',
    iat: now,
    nbf: now,
    exp: now + 14 * DAY_SECONDS,
    plan: 'enterprise',
    seats: 5,
    mid: 'machine-1',
    lexp: now + 365 * DAY_SECONDS,
    licensee: 'Acme Surveys',
    ...overrides,
  };
}

/** An armored licence file; `header` replaces parts of the protected header (a wrong typ, no kid…). */
export async function signLicenceFile(claims: LicenceClaims, key: SigningKey, header: { typ?: string; kid?: string | null } = {}): Promise<string> {
  const kid = header.kid === null ? undefined : (header.kid ?? key.kid);
  const compactJws = await new SignJWT({ ...claims })
    .setProtectedHeader({ alg: LICENCE_ALGORITHM, typ: header.typ ?? LICENCE_FILE_TYPE, ...(kid && { kid }) })
    .sign(key.privateKey);
  return armorLicence(compactJws);
}

/** The signed key set as the server serves it: `keys` signed by `root`, good 30 days from now unless `claims` say otherwise. */
export function signKeySet(keys: SigningKey[], root: SigningKey, claims: { iss: string; iat?: number; exp?: number }): Promise<string> {
  const iat = claims.iat ?? Math.floor(Date.now() / 1000);
  return new SignJWT({ ...jwksOf(keys), iss: claims.iss, iat, exp: claims.exp ?? iat + 30 * DAY_SECONDS })
    .setProtectedHeader({ alg: LICENCE_ALGORITHM, kid: root.kid, typ: SIGNED_KEY_SET_TYPE })
    .sign(root.privateKey);
}
