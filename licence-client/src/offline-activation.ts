/**
 * Air-gapped computers (docs/licence-protocol.md, "Air-gapped computers"): the activation
 * request file a computer without a connection writes for a person to upload from any
 * connected machine, and the offline deactivation code it shows once it gives up its file.
 * The server reads both in domain/src/licensing/offline/; server-compatibility.spec.ts holds
 * the two sides to one format.
 */
import { createHmac, createPrivateKey, createPublicKey, diffieHellman, generateKeyPairSync, hkdfSync, randomBytes } from 'node:crypto';
import { decodeJwt } from 'jose';
import { ARMOR_LINE_LENGTH, MalformedLicenceFileError, unarmorLicence } from './licence-file';
import type { DeviceDetails } from './licence-api.client';

export const REQUEST_ARMOR_BEGIN = '-----BEGIN POINTFORGE ACTIVATION REQUEST-----';
export const REQUEST_ARMOR_END = '-----END POINTFORGE ACTIVATION REQUEST-----';
/** 128 random bits: the server refuses a request whose nonce it has seen. */
const NONCE_BYTES = 16;
const DEACTIVATION_CONTEXT = 'pointforge-deactivate:';
const DEACTIVATION_KEY_SALT = 'pointforge-deactivate';
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * This computer's device key: an X25519 key pair, both halves as the raw 32 bytes in
 * base64url (the JWK `d` and `x`). The public half goes in activation requests; the private
 * half never leaves the licence folder: it alone turns a file's `epk` into the deactivation code.
 */
export interface DeviceKey {
  d: string;
  x: string;
}

export function generateDeviceKey(): DeviceKey {
  const jwk = generateKeyPairSync('x25519').privateKey.export({ format: 'jwk' });
  return { d: jwk.d!, x: jwk.x! };
}

export interface ActivationRequestInput extends DeviceDetails {
  fingerprint: string;
  /** The public half of this computer's device key (`dpk`). */
  devicePublicKey: string;
  /** The licence key, when this computer was given one; a member's computer has none. */
  licenseKey?: string;
  now?: Date;
}

/**
 * The armored request: base64url of the JSON `{ v, key, fingerprint, name, platform,
 * appVersion, nonce, createdAt, dpk }` at 64 columns. It holds nothing that must stay secret
 * beyond the key the person typed; each call makes a new nonce.
 */
export function writeActivationRequest(input: ActivationRequestInput): string {
  const request = {
    v: 1,
    ...(input.licenseKey ? { key: input.licenseKey } : {}),
    fingerprint: input.fingerprint,
    name: input.name ?? null,
    platform: input.platform ?? null,
    appVersion: input.appVersion ?? null,
    nonce: randomBytes(NONCE_BYTES).toString('base64url'),
    createdAt: (input.now ?? new Date()).toISOString(),
    dpk: input.devicePublicKey,
  };
  const body = Buffer.from(JSON.stringify(request), 'utf8').toString('base64url');
  const lines = body.match(new RegExp(`.{1,${ARMOR_LINE_LENGTH}}`, 'g')) ?? [];
  return [REQUEST_ARMOR_BEGIN, ...lines, REQUEST_ARMOR_END, ''].join('\n');
}

/**
 * The code that tells the dashboard this computer gave up `licenceFile`: K =
 * HKDF-SHA-256(X25519(device key, the file's `epk`), salt "pointforge-deactivate", info
 * "<mid>:<jti>"), then the first 10 bytes of HMAC-SHA-256 keyed with K over
 * "pointforge-deactivate:<mid>:<jti>", in Crockford base32 as XXXX-XXXX-XXXX-XXXX. Only the
 * code of the newest file the server issued to the computer frees it.
 */
export function offlineDeactivationCode(licenceFile: string, deviceKey: DeviceKey): string {
  const { epk, mid, jti } = decodeJwt(unarmorLicence(licenceFile));
  if (typeof epk !== 'string' || typeof mid !== 'string' || typeof jti !== 'string') {
    throw new MalformedLicenceFileError(
      'The licence file has no deactivation key: it was issued without this computer’s device key. Release it in the dashboard instead.',
    );
  }
  const shared = diffieHellman({
    privateKey: createPrivateKey({ key: { kty: 'OKP', crv: 'X25519', ...deviceKey }, format: 'jwk' }),
    publicKey: createPublicKey({ key: { kty: 'OKP', crv: 'X25519', x: epk }, format: 'jwk' }),
  });
  const key = Buffer.from(hkdfSync('sha256', shared, DEACTIVATION_KEY_SALT, `${mid}:${jti}`, 32));
  const mac = createHmac('sha256', key).update(`${DEACTIVATION_CONTEXT}${mid}:${jti}`, 'utf8').digest();
  return crockford(mac.subarray(0, 10)).match(/.{4}/g)!.join('-');
}

/** Five bits a symbol, most significant first; 10 bytes make exactly 16 symbols. */
function crockford(bytes: Uint8Array): string {
  const bits = [...bytes].map((byte) => byte.toString(2).padStart(8, '0')).join('');
  return (bits.match(/.{5}/g) ?? []).map((group) => CROCKFORD[parseInt(group, 2)]).join('');
}
