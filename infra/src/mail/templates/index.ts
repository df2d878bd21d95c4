import type { MailTemplateName } from '@pointforge/domain';
import { accountExistsTemplate } from './account-exists.template';
import { billingDocumentTemplate } from './billing-document.template';
import { contactMessageTemplate } from './contact-message.template';
import { demoRequestTemplate } from './demo-request.template';
import { licenseIssuedTemplate } from './license-issued.template';
import { licenseExtendedTemplate, licenseKeyRotatedTemplate, licenseReinstatedTemplate, licenseSuspendedBySupportTemplate } from './license-support.templates';
import { licenseSuspendedTemplate } from './license-suspended.template';
import {
  licenseInvitationRevokedTemplate,
  licenseInvitationTemplate,
  licenseMemberJoinedTemplate,
  licenseMemberLeftTemplate,
  licenseMemberRemovedTemplate,
} from './license-team.templates';
import type { MailTemplateSource } from './mail-template-source';
import { newDeviceTemplate } from './new-device.template';
import { passwordChangedTemplate } from './password-changed.template';
import { paymentFailedTemplate } from './payment-failed.template';
import { paymentRefundedTemplate } from './payment-refunded.template';
import { resetPasswordTemplate } from './reset-password.template';
import { subscriptionCancelledTemplate } from './subscription-cancelled.template';
import { subscriptionResumedTemplate } from './subscription-resumed.template';
import { subscriptionEndedUnpaidTemplate } from './subscription-ended-unpaid.template';
import { trialLicenseTemplate } from './trial-license.template';
import { twoFactorDisabledTemplate, twoFactorEnabledTemplate, twoFactorResetBySupportTemplate } from './two-factor.templates';
import { verifyEmailTemplate } from './verify-email.template';

export { HTML_LAYOUT, HTML_PARTIALS, TEXT_LAYOUT, TEXT_PARTIALS } from './layouts';
export type { MailTemplateSource } from './mail-template-source';

/** One source per template name; the type makes a missing template a compile error. */
export const MAIL_TEMPLATE_SOURCES: { readonly [T in MailTemplateName]: MailTemplateSource } = {
  'verify-email': verifyEmailTemplate,
  'account-exists': accountExistsTemplate,
  'reset-password': resetPasswordTemplate,
  'password-changed': passwordChangedTemplate,
  'two-factor-enabled': twoFactorEnabledTemplate,
  'two-factor-disabled': twoFactorDisabledTemplate,
  'two-factor-reset-by-support': twoFactorResetBySupportTemplate,
  'trial-license': trialLicenseTemplate,
  'license-issued': licenseIssuedTemplate,
  'subscription-cancelled': subscriptionCancelledTemplate,
  'subscription-resumed': subscriptionResumedTemplate,
  'license-suspended': licenseSuspendedTemplate,
  'license-extended': licenseExtendedTemplate,
  'license-suspended-by-support': licenseSuspendedBySupportTemplate,
  'license-reinstated': licenseReinstatedTemplate,
  'license-key-rotated': licenseKeyRotatedTemplate,
  'new-device': newDeviceTemplate,
  'payment-failed': paymentFailedTemplate,
  'subscription-ended-unpaid': subscriptionEndedUnpaidTemplate,
  'payment-refunded': paymentRefundedTemplate,
  'billing-document': billingDocumentTemplate,
  'license-invitation': licenseInvitationTemplate,
  'license-invitation-revoked': licenseInvitationRevokedTemplate,
  'license-member-joined': licenseMemberJoinedTemplate,
  'license-member-left': licenseMemberLeftTemplate,
  'license-member-removed': licenseMemberRemovedTemplate,
  'demo-request': demoRequestTemplate,
  'contact-message': contactMessageTemplate,
};
