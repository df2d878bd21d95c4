import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from 'jose';
import request from 'supertest';
import type { App } from 'supertest/types';
import { unarmorLicenseFile } from '@pointforge/domain';
import { TEST_SITE_ORIGIN } from './test-config';

/** The JWK Set the app serves, as a desktop app fetches it. */
export async function servedKeySet(http: App): Promise<JSONWebKeySet> {
  const response = await request(http).get('/.well-known/jwks.json');
  expect(response.status).toBe(200);
  return response.body as JSONWebKeySet;
}

/** Verifies a licence file as a desktop app does: unarmor, key by kid from the JWK Set, signature, aud, iss, exp/nbf, typ. */
export async function verifyLicenseFile(file: string, keySet: JSONWebKeySet) {
  const jws = unarmorLicenseFile(file);
  if (!jws) throw new Error('not an armored licence file');
  const { payload, protectedHeader } = await jwtVerify(jws, createLocalJWKSet(keySet), {
    audience: 'pointforge-desktop',
    issuer: TEST_SITE_ORIGIN,
    typ: 'pointforge-license+jwt',
  });
  return { payload, protectedHeader };
}
