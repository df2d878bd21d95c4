import { createPublicKey, diffieHellman, generateKeyPairSync, hkdfSync } from 'node:crypto';
import { DeactivationKeyAgreementPort, type AgreedDeactivationKey } from '@pointforge/domain';

const KEY_BYTES = 32;

/** X25519 and HKDF-SHA-256 with node:crypto; the ephemeral private key lives only inside agree(). */
export class NodeDeactivationKeyAgreement extends DeactivationKeyAgreementPort {
  agree(devicePublicKey: Uint8Array, salt: string, info: string): AgreedDeactivationKey | null {
    if (devicePublicKey.length !== KEY_BYTES) return null;
    const ephemeral = generateKeyPairSync('x25519');
    const deviceKey = createPublicKey({ key: { kty: 'OKP', crv: 'X25519', x: Buffer.from(devicePublicKey).toString('base64url') }, format: 'jwk' });
    let shared: Buffer;
    try {
      shared = diffieHellman({ privateKey: ephemeral.privateKey, publicKey: deviceKey });
    } catch {
      // A low-order point makes an all-zero secret, which node refuses: no key.
      return null;
    }
    return {
      ephemeralPublicKey: new Uint8Array(Buffer.from(ephemeral.publicKey.export({ format: 'jwk' }).x!, 'base64url')),
      key: new Uint8Array(hkdfSync('sha256', shared, Buffer.from(salt, 'utf8'), Buffer.from(info, 'utf8'), KEY_BYTES)),
    };
  }
}
