import type { TeamActor } from '../team-change-log.port';
import type { LicenseMemberRepositoryPort } from '../license-member.repository.port';
import type { LicenseRepositoryPort } from '../license.repository.port';
import type { LicenseMemberRemover } from './license-member-remover';
import { ownerCannotLeaveError, ownLicenseNotFoundError } from './licensing-errors';

export interface LeaveLicenseInput {
  /** The member, who is also the actor. */
  actor: TeamActor & { userId: string };
  licenseId: string;
}

/** A member leaves a licence: their devices are released at once, the seat is free, and the owner is told. */
export class LeaveLicenseUseCase {
  constructor(
    private readonly licenses: LicenseRepositoryPort,
    private readonly members: LicenseMemberRepositoryPort,
    private readonly remover: LicenseMemberRemover,
  ) {}

  async execute({ actor, licenseId }: LeaveLicenseInput): Promise<void> {
    const license = await this.licenses.findById(licenseId);
    if (license && license.userId === actor.userId) throw ownerCannotLeaveError();
    const membership = license && (await this.members.find(license.id, actor.userId));
    if (!license || !membership) throw ownLicenseNotFoundError();
    await this.remover.remove(license, membership.id, { kind: 'left' }, actor);
  }
}
