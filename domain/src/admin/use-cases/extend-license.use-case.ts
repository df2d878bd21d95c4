import { DomainError } from '../../shared/domain-error';
import { DAY_MS } from '../../shared/time';
import { ADMIN_ACTION_CODES, changedMeanwhileError } from '../admin-errors';
import type { CustomerLicense } from '../customer-views';
import { LicenseSupportAction, type LicenseActionInput } from './license-support-action';

/** The most days one extension may add. */
export const MAX_EXTENSION_DAYS = 3_660;

export interface ExtendLicenseInput extends LicenseActionInput {
  /** The new expiry; or `days` added to the current expiry (to now, when it has passed). */
  expiryDate?: Date;
  days?: number;
}

/**
 * Support moves a licence's expiry later (goodwill, an offline payment). The new date must
 * be after both the current expiry and now. An expired licence that the expiry job had
 * switched off works again. A subscription's renewals still extend it further as usual.
 */
export class ExtendLicenseUseCase extends LicenseSupportAction {
  async execute(input: ExtendLicenseInput): Promise<CustomerLicense> {
    return this.change(input, { name: 'license.expiry_extended', template: 'license-extended' }, async (license) => {
      const now = this.clock.now();
      const expiryDate = input.expiryDate ?? new Date(Math.max(license.expiryDate.getTime(), now.getTime()) + (input.days ?? 0) * DAY_MS);
      const from = Math.max(license.expiryDate.getTime(), now.getTime());
      const field = input.expiryDate ? 'expiryDate' : 'days';
      if (expiryDate.getTime() <= from) {
        throw invalidExtension(ADMIN_ACTION_CODES.expiryNotLater, field, 'The new expiry must be later than the current one and in the future.');
      }
      // A date is held to the same bound as days, so a typo (9999-12-31) cannot make a licence eternal.
      if (expiryDate.getTime() > from + MAX_EXTENSION_DAYS * DAY_MS) {
        throw invalidExtension(ADMIN_ACTION_CODES.extensionTooLong, field, `One extension adds at most ${MAX_EXTENSION_DAYS} days to the current expiry.`);
      }
      if (!(await this.licenses.changeExpiry(license.id, license.expiryDate, expiryDate))) throw changedMeanwhileError('license');
      const expiredAndSwitchedOff = !license.isActive && license.expiryDate.getTime() < now.getTime();
      // The date the customer is shown moves with the extension: it is the new end of access.
      const paidThrough = license.paidThrough && expiryDate;
      const changed = { ...license, expiryDate, paidThrough, isActive: license.isActive || expiredAndSwitchedOff };
      if (expiredAndSwitchedOff || paidThrough) await this.licenses.update(changed);
      return { changed, emailKey: `${license.id}:${expiryDate.toISOString()}` };
    });
  }
}

function invalidExtension(code: string, field: 'expiryDate' | 'days', message: string): DomainError {
  return new DomainError('invalid', code, message, { errors: [{ field, message }] });
}
