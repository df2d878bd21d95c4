import { DomainError } from '../../shared/domain-error';
import { ADMIN_ACTION_CODES } from '../admin-errors';
import type { CustomerLicense } from '../customer-views';
import { LicenseSupportAction, type LicenseActionInput } from './license-support-action';

/**
 * Support lifts its suspension: the licence runs again (VALID) unless billing has it
 * switched off (a refund or reversal), which only a new payment undoes. The owner is emailed.
 */
export class ReinstateLicenseUseCase extends LicenseSupportAction {
  async execute(input: LicenseActionInput): Promise<CustomerLicense> {
    return this.change(input, { name: 'license.reinstated', template: 'license-reinstated' }, async (license) => {
      if (license.suspendedAt === null || !(await this.licenses.setSuspension(license.id, null))) {
        throw new DomainError('conflict', ADMIN_ACTION_CODES.notSuspended, 'This license is not suspended by support.');
      }
      return { changed: { ...license, suspendedAt: null }, emailKey: `${license.id}:${license.suspendedAt.toISOString()}` };
    });
  }
}
