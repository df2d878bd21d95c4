import type { LicenseMemberRepositoryPort } from '../license-member.repository.port';
import type { LicenseRepositoryPort } from '../license.repository.port';
import { licenseOwnedBy, type LicenseTeam, type LicenseTeamReader } from './license-team';

export interface ListLicenseMembersInput {
  userId: string;
  licenseId: string;
}

/** The owner's view of who holds the licence's seats, their devices, and the outstanding invitations. */
export class ListLicenseMembersUseCase {
  constructor(
    private readonly licenses: LicenseRepositoryPort,
    private readonly members: LicenseMemberRepositoryPort,
    private readonly team: LicenseTeamReader,
  ) {}

  async execute({ userId, licenseId }: ListLicenseMembersInput): Promise<LicenseTeam> {
    return this.team.read(await licenseOwnedBy(this.licenses, this.members, licenseId, userId));
  }
}
