import type { LicenseRepositoryPort } from '../../licensing/license.repository.port';
import type { LicenseMemberRemover } from '../../licensing/use-cases/license-member-remover';
import type { LicenseTeam, LicenseTeamReader } from '../../licensing/use-cases/license-team';
import { adminLicenseNotFoundError } from '../admin-errors';
import type { AuditActor } from '../audit-entry.entity';

export interface RemoveLicenseMemberBySupportInput {
  licenseId: string;
  memberId: string;
  reason: string;
  actor: AuditActor;
}

/**
 * Support removes a member from a licence (a colleague who left the owner's company, say):
 * the owner's removal, with the operator's reason in the audit entry; the member is told
 * support removed them.
 */
export class RemoveLicenseMemberBySupportUseCase {
  constructor(
    private readonly licenses: LicenseRepositoryPort,
    private readonly remover: LicenseMemberRemover,
    private readonly team: LicenseTeamReader,
  ) {}

  /** The licence's team after the removal. */
  async execute({ licenseId, memberId, reason, actor }: RemoveLicenseMemberBySupportInput): Promise<LicenseTeam> {
    const license = await this.licenses.findById(licenseId);
    if (!license) throw adminLicenseNotFoundError();
    await this.remover.remove(license, memberId, { kind: 'removed', bySupport: true, reason }, actor);
    return this.team.read(license);
  }
}
