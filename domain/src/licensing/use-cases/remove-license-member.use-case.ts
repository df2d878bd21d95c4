import type { TeamActor } from '../team-change-log.port';
import type { LicenseMemberRepositoryPort } from '../license-member.repository.port';
import type { LicenseRepositoryPort } from '../license.repository.port';
import { licenseOwnedBy } from './license-team';
import type { LicenseMemberRemover } from './license-member-remover';

export interface RemoveLicenseMemberInput {
  /** The owner, who is also the actor. */
  actor: TeamActor & { userId: string };
  licenseId: string;
  memberId: string;
}

/** The owner removes a member: their devices are released at once and their seat is free. */
export class RemoveLicenseMemberUseCase {
  constructor(
    private readonly licenses: LicenseRepositoryPort,
    private readonly members: LicenseMemberRepositoryPort,
    private readonly remover: LicenseMemberRemover,
  ) {}

  async execute({ actor, licenseId, memberId }: RemoveLicenseMemberInput): Promise<void> {
    const license = await licenseOwnedBy(this.licenses, this.members, licenseId, actor.userId);
    await this.remover.remove(license, memberId, { kind: 'removed', bySupport: false }, actor);
  }
}
