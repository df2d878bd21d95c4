import type { SessionRepositoryPort } from '../../accounts/session.repository.port';
import { isTwoFactorEnabled } from '../../accounts/two-factor.entity';
import type { TwoFactorRepositoryPort } from '../../accounts/two-factor.repository.port';
import type { UserRepositoryPort } from '../../accounts/user.repository.port';
import type { AccountLinks } from '../../accounts/use-cases/account-links';
import { AccountMail } from '../../accounts/use-cases/account-mail';
import type { JobQueuePort } from '../../ports/job-queue.port';
import type { TransactionPort } from '../../ports/transaction.port';
import type { TokenGeneratorPort } from '../../shared/token-generator.port';
import { customerNotFoundError, customerTwoFactorNotEnabledError } from '../admin-errors';
import type { AuditActor } from '../audit-entry.entity';
import type { AuditTrail } from '../audit-trail';

/**
 * Support turns two-factor sign-in off for an owner who lost both the authenticator and the
 * recovery codes, once they proved who they are (docs/support-runbook.md): the credential
 * and every recovery code go, every session of the account ends (whoever held one must sign
 * in again, with the password), the audit log records it, and the owner is emailed, so an
 * owner who did not ask learns of it. All of it commits together or not at all.
 */
export class ResetCustomerTwoFactorUseCase {
  private readonly mail: AccountMail;

  constructor(
    private readonly users: UserRepositoryPort,
    private readonly twoFactor: TwoFactorRepositoryPort,
    private readonly sessions: SessionRepositoryPort,
    private readonly audit: AuditTrail,
    private readonly transaction: TransactionPort,
    private readonly tokens: TokenGeneratorPort,
    jobs: JobQueuePort,
    links: AccountLinks,
  ) {
    this.mail = new AccountMail(jobs, links);
  }

  async execute({ customerId, actor }: { customerId: string; actor: AuditActor }): Promise<void> {
    const user = await this.users.findById(customerId);
    if (!user) throw customerNotFoundError();
    const credential = await this.twoFactor.findByUserId(user.id);
    if (!isTwoFactorEnabled(credential)) throw customerTwoFactorNotEnabledError();
    await this.transaction.run(async () => {
      await this.twoFactor.delete(user.id);
      await this.sessions.deleteAllForUser(user.id);
      await this.audit.record({
        actor,
        action: 'user.two_factor_reset',
        target: { type: 'user', id: user.id },
        before: { email: user.email, twoFactorEnabled: true, twoFactorEnabledAt: credential.enabledAt.toISOString() },
        after: { email: user.email, twoFactorEnabled: false, sessionsEnded: true, ownerEmailed: true },
      });
      await this.mail.twoFactorResetBySupport(user, this.tokens.newId());
    });
  }
}
