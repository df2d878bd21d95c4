import { AccountDeletionHookPort } from '../../accounts/account-deletion-hook.port';
import type { UserRepositoryPort } from '../../accounts/user.repository.port';
import type { ClockPort } from '../../shared/clock.port';
import type { LicenseMemberRepositoryPort } from '../license-member.repository.port';
import type { LicenseRepositoryPort } from '../license.repository.port';
import { trialLedgerAddress } from '../trial-ledger';
import type { TrialLedgerKeyPort } from '../trial-ledger-key.port';
import type { LicenseMemberRemover } from './license-member-remover';

/**
 * Licensing's part in deleting an account. Before it goes, an address that has held any
 * licence is written to the trial ledger, so registering it again brings no trial. A trial
 * issued since the ledger exists is there already; this also covers paid licences and
 * trials from before the ledger. As it goes, its licences are detached from it and kept:
 * the dashboard promises licence keys stay valid; and it leaves the licences it is a member
 * of, releasing its devices on them (each owner is told).
 */
export class LicensingAccountDeletionHook extends AccountDeletionHookPort {
  constructor(
    private readonly users: UserRepositoryPort,
    private readonly licenses: LicenseRepositoryPort,
    private readonly trialLedgerKeys: TrialLedgerKeyPort,
    private readonly clock: ClockPort,
    private readonly members: LicenseMemberRepositoryPort,
    private readonly memberRemover: LicenseMemberRemover,
  ) {
    super();
  }

  async beforeAccountDeletion(userId: string): Promise<void> {
    const user = await this.users.findById(userId);
    if (!user?.hasHeldLicense) return;
    await this.licenses.recordInTrialLedger(this.trialLedgerKeys.keyFor(trialLedgerAddress(user.email)), this.clock.now());
  }

  async onAccountDeletion(userId: string): Promise<void> {
    await this.licenses.detachFromUser(userId);
    const person = await this.users.findById(userId);
    const actor = { userId, email: person?.email ?? userId, ip: null, requestId: null };
    for (const membership of await this.members.listForUser(userId)) {
      const license = await this.licenses.findById(membership.licenseId);
      // A retry after a failure half-way finds the memberships already left gone.
      if (license) await this.memberRemover.remove(license, membership.id, { kind: 'left' }, actor);
    }
  }
}
