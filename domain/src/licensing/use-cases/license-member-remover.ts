import type { UserRepositoryPort } from '../../accounts/user.repository.port';
import type { TeamActor, TeamChangeLogPort } from '../team-change-log.port';
import type { TransactionPort } from '../../ports/transaction.port';
import type { LicenseMemberRepositoryPort } from '../license-member.repository.port';
import type { License } from '../license.entity';
import { machinePlatformName } from '../machine.entity';
import { memberNotFoundError } from './licensing-errors';
import type { TeamMail } from './team-mail';

/**
 * How a member goes: the owner removes them, support removes them (with a reason), or they
 * leave (their own choice, or their account's deletion).
 */
export type MemberDeparture = { kind: 'removed'; bySupport: false } | { kind: 'removed'; bySupport: true; reason: string } | { kind: 'left' };

/**
 * Takes a member off a licence with their devices (released at once: their next validate
 * answers NOT_ACTIVATED), tells the person concerned (the member when removed, the owner
 * when they left) and audits it, all in one transaction.
 */
export class LicenseMemberRemover {
  constructor(
    private readonly members: LicenseMemberRepositoryPort,
    private readonly users: UserRepositoryPort,
    private readonly mail: TeamMail,
    private readonly changes: TeamChangeLogPort,
    private readonly transaction: TransactionPort,
  ) {}

  /** Throws MEMBER_NOT_FOUND when `memberId` is not (or no longer) a member of the licence. */
  async remove(license: License, memberId: string, departure: MemberDeparture, actor: TeamActor): Promise<void> {
    await this.transaction.run(async () => {
      const removal = await this.members.remove(license.id, memberId);
      if (!removal) throw memberNotFoundError();
      const { member, releasedMachines } = removal;
      const person = await this.users.findById(member.userId);
      if (person && departure.kind === 'left') await this.mail.memberLeft(license, member.id, person);
      if (person && departure.kind === 'removed') {
        const owner = license.userId === null ? null : await this.users.findById(license.userId);
        await this.mail.memberRemoved(license, member.id, person, owner, departure.bySupport);
      }
      await this.changes.record({
        actor,
        action: departure.kind === 'left' ? 'license.member_left' : 'license.member_removed',
        licenseId: license.id,
        before: {
          member: {
            id: member.id,
            userId: member.userId,
            email: person?.email ?? null,
            devices: releasedMachines.map((machine) => ({ id: machine.id, name: machine.name, platform: machinePlatformName(machine.platform) })),
          },
        },
        after: departure.kind === 'removed' && departure.bySupport ? { member: null, reason: departure.reason } : { member: null },
      });
    });
  }
}
