import type { MailTemplateSource } from './mail-template-source';

export const resetPasswordTemplate: MailTemplateSource = {
  subject: 'Reset your {{brand.productName}} password',
  reason: 'You received this email because a password reset was requested for the {{brand.productName}} account with this address.',
  html: `{{> greeting}}
<p>We received a request to reset the password of your {{brand.productName}} account. Choose a new password here:</p>
{{> button url=resetUrl label="Choose a new password"}}
<p>This link is valid for {{hours resetLinkHours}} and works once. If it has expired, ask for a new one on the sign-in page.</p>
<p>If you did not ask to reset your password, ignore this email: your password stays as it is.</p>`,
  text: `{{> greeting}}

We received a request to reset the password of your {{brand.productName}} account. Choose a new password here:
{{resetUrl}}

This link is valid for {{hours resetLinkHours}} and works once. If it has expired, ask for a new one on the sign-in page.

If you did not ask to reset your password, ignore this email: your password stays as it is.`,
};
