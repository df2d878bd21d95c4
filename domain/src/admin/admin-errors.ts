import { DomainError } from '../shared/domain-error';

export const ADMIN_ACTION_CODES = {
  customerNotFound: 'ADMIN.CUSTOMER_NOT_FOUND',
  licenseNotFound: 'ADMIN.LICENSE_NOT_FOUND',
  subscriptionNotFound: 'ADMIN.SUBSCRIPTION_NOT_FOUND',
  alreadyVerified: 'ADMIN.ALREADY_VERIFIED',
  alreadySuspended: 'ADMIN.LICENSE_ALREADY_SUSPENDED',
  notSuspended: 'ADMIN.LICENSE_NOT_SUSPENDED',
  expiryNotLater: 'ADMIN.EXPIRY_NOT_LATER',
  extensionTooLong: 'ADMIN.EXTENSION_TOO_LONG',
  changedMeanwhile: 'ADMIN.CHANGED_MEANWHILE',
  notAtProvider: 'ADMIN.SUBSCRIPTION_NOT_AT_PROVIDER',
  twoFactorNotEnabled: 'ADMIN.TWO_FACTOR_NOT_ENABLED',
} as const;

export const customerNotFoundError = (): DomainError => new DomainError('not_found', ADMIN_ACTION_CODES.customerNotFound, 'No customer has this id.');
export const adminLicenseNotFoundError = (): DomainError => new DomainError('not_found', ADMIN_ACTION_CODES.licenseNotFound, 'No license has this id.');
export const adminSubscriptionNotFoundError = (): DomainError =>
  new DomainError('not_found', ADMIN_ACTION_CODES.subscriptionNotFound, 'No subscription has this id.');
export const customerTwoFactorNotEnabledError = (): DomainError =>
  new DomainError('conflict', ADMIN_ACTION_CODES.twoFactorNotEnabled, 'This customer does not have two-factor sign-in on.');
export const changedMeanwhileError = (what: string): DomainError =>
  new DomainError('conflict', ADMIN_ACTION_CODES.changedMeanwhile, `This ${what} was changed by someone else meanwhile. Reload it and try again.`);
