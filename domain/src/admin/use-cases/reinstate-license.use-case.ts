import { DomainError } from '../../shared/domain-error';
import { ADMIN_ACTION_CODES } from '../admin-errors';
import type { AuditActor } from '../audit-entry.entity';
import type { CustomerLicense } from '../customer-views';
import { LicenseSupportAction } from './license-support-action';

/**
 * Support lifts its suspension: the licence runs again (VALID) unless billing has it
 * switched off (a refund or reversal), which only a new payment undoes. The owner is emailed.
 */
export class ReinstateLicenseUseCase extends LicenseSupportAction {
  async execute(input: { licenseId: string; reason: string; actor: AuditActor }): Promise<CustomerLicense> {
    return this.change(
      input.licenseId,
      { name: 'license.reinstated', actor: input.actor, reason: input.reason, template: 'license-reinstated' },
      async (license) => {
        if (license.suspendedAt === null || !(await this.licenses.setSuspension(license.id, null))) {
          throw new DomainError('conflict', ADMIN_ACTION_CODES.notSuspended, 'This license is not suspended by support.');
        }
        return { changed: { ...license, suspendedAt: null }, emailKey: `${license.id}:${license.suspendedAt.toISOString()}` };
      },
    );
  }
}
