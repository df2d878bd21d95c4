import { DomainError } from '../../shared/domain-error';
import { ADMIN_ACTION_CODES } from '../admin-errors';
import type { AuditActor } from '../audit-entry.entity';
import type { CustomerLicense } from '../customer-views';
import { LicenseSupportAction } from './license-support-action';

/**
 * Support suspends a licence (abuse, a key shared in public): the desktop API answers
 * SUSPENDED and issues no licence file until it is reinstated; billing's own switch
 * (refunds, renewals) leaves this suspension alone. The owner is emailed.
 */
export class SuspendLicenseUseCase extends LicenseSupportAction {
  async execute(input: { licenseId: string; reason: string; actor: AuditActor }): Promise<CustomerLicense> {
    return this.change(
      input.licenseId,
      { name: 'license.suspended', actor: input.actor, reason: input.reason, template: 'license-suspended-by-support' },
      async (license) => {
        const suspendedAt = this.clock.now();
        if (!(await this.licenses.setSuspension(license.id, suspendedAt))) {
          throw new DomainError('conflict', ADMIN_ACTION_CODES.alreadySuspended, 'This license is already suspended.');
        }
        return { changed: { ...license, suspendedAt }, emailKey: `${license.id}:${suspendedAt.toISOString()}` };
      },
    );
  }
}
