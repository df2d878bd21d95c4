import type { UserRepositoryPort } from '../../accounts/user.repository.port';
import type { License } from '../license.entity';
import { licenseeOf, licenseFileClaims, type LicenseFilePolicy } from '../license-file';
import type { LicenseSignerPort } from '../license-signer.port';
import type { Machine } from '../machine.entity';

/** Signs a fresh licence file for a machine of a licence, naming the owner's company or name. */
export class LicenseFileIssuer {
  constructor(
    private readonly users: UserRepositoryPort,
    private readonly signer: LicenseSignerPort,
    private readonly policy: LicenseFilePolicy,
  ) {}

  async issue(license: License, machine: Machine, now: Date): Promise<string> {
    const owner = license.userId === null ? null : await this.users.findById(license.userId);
    return this.signer.sign(licenseFileClaims({ license, machine, licensee: licenseeOf(owner), now, policy: this.policy }));
  }
}
