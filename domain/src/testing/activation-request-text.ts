import { encodeBase64url } from '../shared/base64url';
import { utf8Bytes } from './utf8-bytes';
import { nonCryptographicHashHex } from './sequential-token-generator';
import { fakeDevicePublicKey } from './fake-deactivation-key-agreement';
import { ACTIVATION_REQUEST_ARMOR_BEGIN, ACTIVATION_REQUEST_ARMOR_END } from '../licensing/offline/activation-request';

/**
 * An activation request file as the desktop app writes it (the reference client's writer is
 * held to the same format by licence-client's server-compatibility spec): `fields` over a
 * valid request made at `createdAt`, `undefined` dropping a field.
 */
export function anActivationRequestText(createdAt: Date, fields: Record<string, unknown> = {}): string {
  const request = {
    v: 1,
    fingerprint: 'f'.repeat(64),
    name: 'CAMP-LAPTOP',
    platform: 'windows',
    appVersion: '1.0.7',
    // The same request twice has the same nonce (a copy of one file); any other request another.
    nonce: nonCryptographicHashHex(`${createdAt.toISOString()} ${JSON.stringify(fields)}`).slice(0, 32),
    createdAt: createdAt.toISOString(),
    dpk: fakeDevicePublicKey('camp-laptop'),
    ...fields,
  };
  const body = encodeBase64url(utf8Bytes(JSON.stringify(request)));
  return [ACTIVATION_REQUEST_ARMOR_BEGIN, ...(body.match(/.{1,64}/g) ?? []), ACTIVATION_REQUEST_ARMOR_END, ''].join('\n');
}
