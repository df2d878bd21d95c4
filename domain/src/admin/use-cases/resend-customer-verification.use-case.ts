import { AuthLinkSender } from '../../accounts/use-cases/auth-link-sender';
import { DomainError } from '../../shared/domain-error';
import { ADMIN_ACTION_CODES, customerNotFoundError } from '../admin-errors';
import type { AuditActor } from '../audit-entry.entity';
import type { AuditTrail } from '../audit-trail';

/**
 * Support sends a customer a fresh verification link (the earlier one stops working). Only
 * for an unverified account; not held to the per-address hourly limit of the public resend
 * form, since an operator asks for it deliberately and the audit log names them.
 */
export class ResendCustomerVerificationUseCase extends AuthLinkSender {
  private readonly audit: AuditTrail;

  constructor(audit: AuditTrail, ...linkSender: ConstructorParameters<typeof AuthLinkSender>) {
    super(...linkSender);
    this.audit = audit;
  }

  async execute({ customerId, actor }: { customerId: string; actor: AuditActor }): Promise<void> {
    const user = await this.users.findById(customerId);
    if (!user) throw customerNotFoundError();
    if (user.isVerified) throw new DomainError('conflict', ADMIN_ACTION_CODES.alreadyVerified, 'This customer has already verified their email.');
    await this.transaction.run(async () => {
      await this.sendLink(user, 'verify-email');
      await this.audit.record({
        actor,
        action: 'user.verification_resent',
        target: { type: 'user', id: user.id },
        before: { email: user.email, isVerified: false },
        after: { email: user.email, isVerified: false, verificationEmail: 'queued' },
      });
    });
  }
}
