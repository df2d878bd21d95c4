import type { UserRole } from '../../accounts/user.entity';
import type { UserRepositoryPort } from '../../accounts/user.repository.port';
import { DomainError } from '../../shared/domain-error';
import type { TransactionPort } from '../../ports/transaction.port';
import { COMMAND_LINE_ACTOR } from '../audit-entry.entity';
import type { AuditTrail } from '../audit-trail';

export interface SetUserRoleResult {
  userId: string;
  email: string;
  before: UserRole;
  after: UserRole;
}

/**
 * `make admin EMAIL=… [ROLE=customer]`: grants or revokes the admin role. The only way to
 * change a role; no HTTP route reaches it. A change is audited as done by the command line.
 */
export class SetUserRoleUseCase {
  constructor(
    private readonly users: UserRepositoryPort,
    private readonly audit: AuditTrail,
    private readonly transaction: TransactionPort,
  ) {}

  async execute(input: { email: string; role: UserRole }): Promise<SetUserRoleResult> {
    return this.transaction.run(async () => {
      const user = await this.users.findByEmail(input.email);
      if (!user || !(await this.users.setRole(user.id, input.role))) {
        throw new DomainError('not_found', 'ACCOUNTS.USER_NOT_FOUND', `No account has the email ${input.email}.`);
      }
      if (user.role !== input.role) {
        await this.audit.record({
          actor: COMMAND_LINE_ACTOR,
          action: 'user.role_changed',
          target: { type: 'user', id: user.id },
          before: { email: user.email, role: user.role },
          after: { email: user.email, role: input.role },
        });
      }
      return { userId: user.id, email: user.email, before: user.role, after: input.role };
    });
  }
}
