import { encodeBase64url } from '../shared/base64url';
import { DeactivationKeyAgreementPort, type AgreedDeactivationKey } from '../licensing/offline/deactivation-key-agreement.port';
import { nonCryptographicHashHex } from './sequential-token-generator';

function bytesOf(text: string): Uint8Array {
  return Uint8Array.from(nonCryptographicHashHex(text).match(/../g)!, (pair) => parseInt(pair, 16));
}

/** The fake device key of a computer's private key (any text): 32 bytes, base64url, as a request's `dpk`. */
export function fakeDevicePublicKey(devicePrivateKey: string): string {
  return encodeBase64url(bytesOf(`device-public|${devicePrivateKey}`));
}

/**
 * Key agreement for unit tests: like X25519 with HKDF, the server's side needs only the
 * device's public key and the device's side needs its private key; unlike them, not secure
 * (the domain has no node:crypto).
 */
export class FakeDeactivationKeyAgreement extends DeactivationKeyAgreementPort {
  private agreements = 0;

  agree(devicePublicKey: Uint8Array, salt: string, info: string): AgreedDeactivationKey {
    this.agreements += 1;
    const ephemeralPublicKey = bytesOf(`ephemeral|${this.agreements}`);
    return { ephemeralPublicKey, key: this.derive(encodeBase64url(devicePublicKey), ephemeralPublicKey, salt, info) };
  }

  /** The device's side: the same key from its private key and the file's `epk`. */
  keyOnDevice(devicePrivateKey: string, ephemeralPublicKey: Uint8Array, salt: string, info: string): Uint8Array {
    return this.derive(fakeDevicePublicKey(devicePrivateKey), ephemeralPublicKey, salt, info);
  }

  private derive(devicePublicKey: string, ephemeralPublicKey: Uint8Array, salt: string, info: string): Uint8Array {
    return bytesOf(`${devicePublicKey}|${encodeBase64url(ephemeralPublicKey)}|${salt}|${info}`);
  }
}
