import { createHash, createPrivateKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import type { PublicSigningJwk } from '@pointforge/domain';
import { readOrCreateSecretFile } from './install-secret-file';

/** An Ed25519 private key as a JWK: `d` is the secret, `x` the public key. */
export interface PrivateSigningJwk {
  kty: 'OKP';
  crv: 'Ed25519';
  d: string;
  x: string;
  kid: string;
  alg?: 'EdDSA';
  use?: 'sig';
}

/** A key ready to sign with, and what the JWK Set publishes of it. */
export interface LicenseSigningKey {
  kid: string;
  privateKey: KeyObject;
  publicJwk: PublicSigningJwk;
}

/** The JWK's RFC 7638 thumbprint (SHA-256, base64url): a kid that names the key itself. */
function thumbprintOf(publicKey: { crv: string; kty: string; x: string }): string {
  const canonical = JSON.stringify({ crv: publicKey.crv, kty: publicKey.kty, x: publicKey.x });
  return createHash('sha256').update(canonical).digest('base64url');
}

/** A new Ed25519 signing key as a private JWK, its kid the thumbprint; what `make license-keygen` prints. */
export function generateLicenseSigningJwk(): PrivateSigningJwk {
  const { privateKey } = generateKeyPairSync('ed25519');
  const { d, x } = privateKey.export({ format: 'jwk' });
  if (!d || !x) throw new Error('Node did not export the Ed25519 key as a JWK.');
  return { kty: 'OKP', crv: 'Ed25519', d, x, kid: thumbprintOf({ crv: 'Ed25519', kty: 'OKP', x }), alg: 'EdDSA', use: 'sig' };
}

/**
 * Reads a private JWK Set (`{"keys":[…]}`, the form of LICENSE_SIGNING_KEYS): each key an
 * Ed25519 key with `d`, `x` and a `kid` of its own. The first signs; all are published.
 * Throws an Error that says what is wrong, never echoing a secret.
 */
export function parseLicenseSigningKeys(json: string): LicenseSigningKey[] {
  const keys = (parseJson(json) as { keys?: unknown } | null)?.keys;
  if (!Array.isArray(keys) || keys.length === 0) throw new Error('it must be a JWK Set with at least one key: {"keys":[…]}');
  const signingKeys = keys.map((key: unknown, index) => toSigningKey(key, `key ${index + 1}`));
  const kids = signingKeys.map((key) => key.kid);
  if (new Set(kids).size !== kids.length) throw new Error('two keys share a kid');
  return signingKeys;
}

/**
 * Reads one private Ed25519 JWK with a `kid`: the root key of LICENSE_ROOT_KEY, which signs
 * the published key set (apps ship its public half, the same JWK without `d`), and the
 * release key of RELEASE_SIGNING_KEY, which signs release artifacts.
 */
export function parseSigningJwk(json: string): LicenseSigningKey {
  return toSigningKey(parseJson(json), 'the key');
}

function parseJson(json: string): unknown {
  try {
    return JSON.parse(json);
  } catch {
    throw new Error('it is not JSON');
  }
}

/** `name` says which key a refusal is about ("key 2", "the key"). */
function toSigningKey(key: unknown, name: string): LicenseSigningKey {
  const jwk = key as Partial<Record<keyof PrivateSigningJwk, unknown>>;
  if (jwk?.kty !== 'OKP' || jwk.crv !== 'Ed25519') throw new Error(`${name} is not an Ed25519 key (kty "OKP", crv "Ed25519")`);
  if (typeof jwk.d !== 'string' || typeof jwk.x !== 'string') throw new Error(`${name} is not a private key (it needs "d" and "x")`);
  if (typeof jwk.kid !== 'string' || jwk.kid.trim() === '') throw new Error(`${name} has no "kid"`);
  let privateKey: KeyObject;
  try {
    privateKey = createPrivateKey({ key: { kty: 'OKP', crv: 'Ed25519', d: jwk.d, x: jwk.x }, format: 'jwk' });
  } catch {
    throw new Error(`${name} ("${jwk.kid}") is not a valid Ed25519 key`);
  }
  // A "d" that belongs to another "x" would sign what its published key cannot verify.
  if (privateKey.export({ format: 'jwk' }).x !== jwk.x) throw new Error(`${name} ("${jwk.kid}"): "x" is not the public half of "d"`);
  return {
    kid: jwk.kid,
    privateKey,
    publicJwk: { kty: 'OKP', crv: 'Ed25519', x: jwk.x, kid: jwk.kid, alg: 'EdDSA', use: 'sig' },
  };
}

/**
 * The signing keys of an install without LICENSE_SIGNING_KEYS: a JWK Set of one key made
 * on first start into `path` (mode 0600) and reused after, so files stay verifiable across
 * restarts.
 */
export function readOrCreateLicenseSigningKeyFile(path: string): LicenseSigningKey[] {
  return parseLicenseSigningKeys(readOrCreateSecretFile(path, () => JSON.stringify({ keys: [generateLicenseSigningJwk()] })));
}

/**
 * The root key (or release key) of an install without LICENSE_ROOT_KEY (RELEASE_SIGNING_KEY):
 * made on first start into `path` (mode 0600) and reused after, so the public half an app
 * was built with keeps matching.
 */
export function readOrCreateSigningJwkFile(path: string): LicenseSigningKey {
  return parseSigningJwk(readOrCreateSecretFile(path, () => JSON.stringify(generateLicenseSigningJwk())));
}
