import type { LicenseRepositoryPort } from '../../licensing/license.repository.port';
import type { LicenseTeam, LicenseTeamReader } from '../../licensing/use-cases/license-team';
import { adminLicenseNotFoundError } from '../admin-errors';

/** Support's view of a licence's team: the same as the owner's (people, their devices, outstanding invitations). */
export class GetLicenseTeamUseCase {
  constructor(
    private readonly licenses: LicenseRepositoryPort,
    private readonly team: LicenseTeamReader,
  ) {}

  async execute({ licenseId }: { licenseId: string }): Promise<LicenseTeam> {
    const license = await this.licenses.findById(licenseId);
    if (!license) throw adminLicenseNotFoundError();
    return this.team.read(license);
  }
}
