import type { LicenseFileClaims } from '../licensing/license-file';
import { LicenseSignerPort, type PublicSigningJwk } from '../licensing/license-signer.port';
import type { SignedKeySetClaims } from '../licensing/signed-key-set';

/** The one key the fake publishes; its `x` is no real key. */
export const FAKE_SIGNING_KEY: PublicSigningJwk = { kty: 'OKP', crv: 'Ed25519', x: 'fake-public-key', kid: 'fake-key', alg: 'EdDSA', use: 'sig' };

/** Signs nothing: each "file" names the claims it was given, which `signed` keeps in order. */
export class FakeLicenseSigner extends LicenseSignerPort {
  readonly signed: LicenseFileClaims[] = [];

  async sign(claims: LicenseFileClaims): Promise<string> {
    this.signed.push(claims);
    return `fake-license-file-${this.signed.length}`;
  }

  publicKeys(): PublicSigningJwk[] {
    return [FAKE_SIGNING_KEY];
  }

  /** Not a JWS: the claims and keys it would sign, readable by a test. */
  async signKeySet(claims: SignedKeySetClaims): Promise<string> {
    return JSON.stringify({ ...claims, keys: this.publicKeys() });
  }

  /** The claims of a file this fake returned. */
  claimsOf(licenseFile: string): LicenseFileClaims | undefined {
    const index = Number(licenseFile.replace('fake-license-file-', '')) - 1;
    return this.signed[index];
  }
}
