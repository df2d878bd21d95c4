/**
 * The signed key set (GET /.well-known/jwks.jws): the licence server's public keys as a JWS
 * signed by a root key the app ships. The cached copy is a file the user can edit, so it is
 * checked at every read, not only when fetched: a key the root did not sign is no key.
 */
import { createLocalJWKSet, errors, jwtVerify, type JSONWebKeySet, type JWK } from 'jose';
import { DEFAULT_CLOCK_TOLERANCE_SECONDS, LICENCE_ALGORITHM } from './licence-verifier';

/** The header `typ` of the signed key set, so that no licence file (or other token of the root) passes as one. */
export const SIGNED_KEY_SET_TYPE = 'pointforge-jwks+jwt';

export interface VerifyKeySetOptions {
  /** The root public keys built into the app; the set's `kid` picks one. */
  rootKeys: JSONWebKeySet;
  /** The site origin the licence server signs as (`iss`), as for licence files. */
  issuer: string;
  now?: Date;
  clockToleranceSeconds?: number;
}

/**
 * The keys a root key vouches for: the set's signature (EdDSA, by a root key), `typ`, `iss`
 * and `exp` all hold. Anything else (a set edited by hand, signed by another key, of another
 * site, expired, not a JWS at all) vouches for nothing and gives undefined.
 */
export async function verifySignedKeySet(signedJwks: string, options: VerifyKeySetOptions): Promise<JSONWebKeySet | undefined> {
  try {
    const { payload } = await jwtVerify(signedJwks.trim(), createLocalJWKSet(options.rootKeys), {
      algorithms: [LICENCE_ALGORITHM],
      typ: SIGNED_KEY_SET_TYPE,
      issuer: options.issuer,
      requiredClaims: ['iat', 'exp'],
      currentDate: options.now,
      clockTolerance: options.clockToleranceSeconds ?? DEFAULT_CLOCK_TOLERANCE_SECONDS,
    });
    const keys = payload.keys;
    if (!Array.isArray(keys) || !keys.every((key) => typeof key === 'object' && key !== null)) return undefined;
    return { keys: keys as JWK[] };
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof SyntaxError || error instanceof TypeError) return undefined;
    throw error;
  }
}
