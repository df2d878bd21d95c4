/**
 * Air-gapped computers (docs/licence-protocol.md, "Air-gapped computers"): the activation
 * request file a computer without a connection writes for a person to upload from any
 * connected machine, and the offline deactivation code it shows once it gives up its file.
 * The server reads both in domain/src/licensing/offline/; server-compatibility.spec.ts holds
 * the two sides to one format.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { decodeJwt } from 'jose';
import { ARMOR_LINE_LENGTH, MalformedLicenceFileError, unarmorLicence } from './licence-file';
import type { DeviceDetails } from './licence-api.client';

export const REQUEST_ARMOR_BEGIN = '-----BEGIN POINTFORGE ACTIVATION REQUEST-----';
export const REQUEST_ARMOR_END = '-----END POINTFORGE ACTIVATION REQUEST-----';
/** 128 random bits: the server refuses a request whose nonce it has seen. */
const NONCE_BYTES = 16;
const DEACTIVATION_CONTEXT = 'pointforge-deactivate:';
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export interface ActivationRequestInput extends DeviceDetails {
  fingerprint: string;
  /** The licence key, when this computer was given one; a member's computer has none. */
  licenseKey?: string;
  now?: Date;
}

/**
 * The armored request: base64url of the JSON `{ v, key, fingerprint, name, platform,
 * appVersion, nonce, createdAt }` at 64 columns. It holds nothing that must stay secret
 * beyond the key the person typed; nothing is stored, and each call makes a new nonce.
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
  };
  const body = Buffer.from(JSON.stringify(request), 'utf8').toString('base64url');
  const lines = body.match(new RegExp(`.{1,${ARMOR_LINE_LENGTH}}`, 'g')) ?? [];
  return [REQUEST_ARMOR_BEGIN, ...lines, REQUEST_ARMOR_END, ''].join('\n');
}

/**
 * The code that tells the dashboard this computer gave up `licenceFile`: the first 10
 * bytes of HMAC-SHA-256, keyed with the file's `dsec`, over
 * "pointforge-deactivate:<mid>:<jti>", in Crockford base32 as XXXX-XXXX-XXXX-XXXX. Only the
 * code of the newest file the server issued to the computer frees it.
 */
export function offlineDeactivationCode(licenceFile: string): string {
  const { dsec, mid, jti } = decodeJwt(unarmorLicence(licenceFile));
  if (typeof dsec !== 'string' || typeof mid !== 'string' || typeof jti !== 'string') {
    throw new MalformedLicenceFileError('The licence file has no deactivation secret: it is older than offline deactivation. Renew it online first.');
  }
  const mac = createHmac('sha256', Buffer.from(dsec, 'base64url')).update(`${DEACTIVATION_CONTEXT}${mid}:${jti}`, 'utf8').digest();
  return crockford(mac.subarray(0, 10)).match(/.{4}/g)!.join('-');
}

/** Five bits a symbol, most significant first; 10 bytes make exactly 16 symbols. */
function crockford(bytes: Uint8Array): string {
  const bits = [...bytes].map((byte) => byte.toString(2).padStart(8, '0')).join('');
  return (bits.match(/.{5}/g) ?? []).map((group) => CROCKFORD[parseInt(group, 2)]).join('');
}
