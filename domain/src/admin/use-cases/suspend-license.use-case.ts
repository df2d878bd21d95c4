import { DomainError } from '../../shared/domain-error';
import { ADMIN_ACTION_CODES } from '../admin-errors';
import type { CustomerLicense } from '../customer-views';
import { LicenseSupportAction, type LicenseActionInput } from './license-support-action';

/**
 * Support suspends a licence (abuse, a key shared in public): the desktop API answers
 * SUSPENDED and issues no licence file until it is reinstated; billing's own switch
 * (refunds, renewals) leaves this suspension alone. The owner is emailed.
 */
export class SuspendLicenseUseCase extends LicenseSupportAction {
  async execute(input: LicenseActionInput): Promise<CustomerLicense> {
    return this.change(input, { name: 'license.suspended', template: 'license-suspended-by-support' }, async (license) => {
      const suspendedAt = this.clock.now();
      if (!(await this.licenses.setSuspension(license.id, suspendedAt))) {
        throw new DomainError('conflict', ADMIN_ACTION_CODES.alreadySuspended, 'This license is already suspended.');
      }
      return { changed: { ...license, suspendedAt }, emailKey: `${license.id}:${suspendedAt.toISOString()}` };
    });
  }
}
