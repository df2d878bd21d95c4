import type { SessionRepositoryPort } from '../../accounts/session.repository.port';
import type { UserRepositoryPort } from '../../accounts/user.repository.port';
import type { TransactionPort } from '../../ports/transaction.port';
import { customerNotFoundError } from '../admin-errors';
import type { AuditActor } from '../audit-entry.entity';
import type { AuditTrail } from '../audit-trail';

/** Most sessions one account could hold (30 days' absolute lifetime); only counted for the audit entry. */
const SESSIONS_COUNTED = 1_000;

/** Support signs a customer out everywhere (a lost laptop, a shared password): every session ends at once. */
export class EndCustomerSessionsUseCase {
  constructor(
    private readonly users: UserRepositoryPort,
    private readonly sessions: SessionRepositoryPort,
    private readonly audit: AuditTrail,
    private readonly transaction: TransactionPort,
  ) {}

  /** Returns how many sessions ended. */
  async execute({ customerId, actor }: { customerId: string; actor: AuditActor }): Promise<{ ended: number }> {
    const user = await this.users.findById(customerId);
    if (!user) throw customerNotFoundError();
    return this.transaction.run(async () => {
      const ended = (await this.sessions.listRecentForUser(user.id, SESSIONS_COUNTED)).length;
      await this.sessions.deleteAllForUser(user.id);
      await this.audit.record({
        actor,
        action: 'user.sessions_ended',
        target: { type: 'user', id: user.id },
        before: { email: user.email, sessions: ended },
        after: { email: user.email, sessions: 0 },
      });
      return { ended };
    });
  }
}
