import type { UserRepositoryPort } from '../../accounts/user.repository.port';
import { encodeBase64url } from '../../shared/base64url';
import type { HmacSha256Port } from '../../shared/hmac.port';
import type { TokenGeneratorPort } from '../../shared/token-generator.port';
import type { License } from '../license.entity';
import { licenseeOf, licenseFileClaims, type LicenseFilePolicy } from '../license-file';
import type { LicenseSignerPort } from '../license-signer.port';
import type { Machine } from '../machine.entity';
import type { MachineRepositoryPort } from '../machine.repository.port';
import { deactivationCode, deactivationCodeHash } from '../offline/deactivation-code';

/** The random bytes of a file's deactivation secret (`dsec`). */
const DEACTIVATION_SECRET_BYTES = 32;

/**
 * Signs a fresh licence file for a machine of a licence, naming the owner's company or name,
 * and records on the machine when the file expires (shown per device) and the hash of its
 * offline deactivation code, which only this newest file's holder can compute.
 */
export class LicenseFileIssuer {
  constructor(
    private readonly users: UserRepositoryPort,
    private readonly signer: LicenseSignerPort,
    private readonly policy: LicenseFilePolicy,
    private readonly machines: MachineRepositoryPort,
    private readonly tokens: TokenGeneratorPort,
    private readonly hmac: HmacSha256Port,
  ) {}

  /** The armored file, and when it stops working offline. */
  async issue(license: License, machine: Machine, now: Date): Promise<{ licenseFile: string; offlineUntil: Date }> {
    const owner = license.userId === null ? null : await this.users.findById(license.userId);
    const dsecBytes = this.tokens.randomBytes(DEACTIVATION_SECRET_BYTES);
    const file = { jti: this.tokens.newId(), dsec: encodeBase64url(dsecBytes) };
    const claims = licenseFileClaims({ license, machine, licensee: licenseeOf(owner), now, policy: this.policy, file });
    const licenseFile = await this.signer.sign(claims);
    const offlineUntil = new Date(claims.exp * 1000);
    const code = deactivationCode(this.hmac, { dsecBytes, mid: machine.id, jti: file.jti });
    await this.machines.recordFileIssued(machine.id, { offlineUntil, deactivationCodeHash: deactivationCodeHash(this.tokens, code)! });
    return { licenseFile, offlineUntil };
  }
}
