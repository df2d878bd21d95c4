import {
  armorLicenseFile,
  LICENSE_FILE_TYPE,
  LicenseSignerPort,
  SIGNED_KEY_SET_TYPE,
  type LicenseFileClaims,
  type PublicSigningJwk,
  type SignedKeySetClaims,
} from '@pointforge/domain';
import { SignJWT } from 'jose';
import type { LicenseSigningKey } from './license-signing-keys';

/**
 * Licence files as compact JWS signed with Ed25519 (`alg: "EdDSA"`) by the first key,
 * armored; every key, retired ones included, is published, also as a JWS signed by the root
 * key. jose does the JOSE part, so any JOSE library verifies the result.
 */
export class JoseLicenseSigner extends LicenseSignerPort {
  constructor(
    private readonly keys: readonly LicenseSigningKey[],
    private readonly rootKey: LicenseSigningKey,
  ) {
    super();
    if (keys.length === 0) throw new Error('A licence signer needs at least one key.');
  }

  async sign(claims: LicenseFileClaims): Promise<string> {
    const [current] = this.keys as [LicenseSigningKey];
    const jws = await new SignJWT({ ...claims }).setProtectedHeader({ alg: 'EdDSA', kid: current.kid, typ: LICENSE_FILE_TYPE }).sign(current.privateKey);
    return armorLicenseFile(jws);
  }

  publicKeys(): PublicSigningJwk[] {
    return this.keys.map((key) => ({ ...key.publicJwk }));
  }

  signKeySet(claims: SignedKeySetClaims): Promise<string> {
    return new SignJWT({ ...claims, keys: this.publicKeys() })
      .setProtectedHeader({ alg: 'EdDSA', kid: this.rootKey.kid, typ: SIGNED_KEY_SET_TYPE })
      .sign(this.rootKey.privateKey);
  }
}
