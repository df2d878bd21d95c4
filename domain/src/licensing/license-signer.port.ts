import type { LicenseFileClaims } from './license-file';
import type { SignedKeySetClaims } from './signed-key-set';

/** A public signing key as the JWK Set at /.well-known/jwks.json lists it. */
export interface PublicSigningJwk {
  kty: 'OKP';
  crv: 'Ed25519';
  x: string;
  kid: string;
  alg: 'EdDSA';
  use: 'sig';
}

/**
 * Signs licence files and tells which public keys verify them: the current key first,
 * then retired keys, published while files they signed may still be valid. The same list
 * also goes out signed by the root key whose public half apps ship, so an app trusts a key
 * only when the root vouches for it.
 */
export abstract class LicenseSignerPort {
  /** The licence file: the claims as a compact JWS, armored (see LICENSE_FILE_ARMOR). */
  abstract sign(claims: LicenseFileClaims): Promise<string>;
  abstract publicKeys(): PublicSigningJwk[];
  /** `{ ...claims, keys: publicKeys() }` as a compact JWS signed by the root key (typ SIGNED_KEY_SET_TYPE). */
  abstract signKeySet(claims: SignedKeySetClaims): Promise<string>;
}
