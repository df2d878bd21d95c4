import type { MailTemplateSource } from './mail-template-source';

export const passwordChangedTemplate: MailTemplateSource = {
  subject: 'Your {{brand.productName}} password was changed',
  reason: 'You received this email for your security: the password of the {{brand.productName}} account with this address was changed.',
  html: `{{> greeting}}
<p>The password of your {{brand.productName}} account was just changed, and any other signed-in sessions were signed out. If you made this change, there is nothing else to do.</p>
<p><strong>If you did not change your password</strong>, reset it now and then contact us at <a href="mailto:{{brand.supportEmail}}">{{brand.supportEmail}}</a> so we can help you secure your account.</p>
{{> button url=resetUrl label="Reset your password"}}`,
  text: `{{> greeting}}

The password of your {{brand.productName}} account was just changed, and any other signed-in sessions were signed out. If you made this change, there is nothing else to do.

If you did not change your password, reset it now and then contact us at {{brand.supportEmail}} so we can help you secure your account.

Reset your password:
{{resetUrl}}`,
};
