import type { MailTemplateSource } from './mail-template-source';

export const verifyEmailTemplate: MailTemplateSource = {
  subject: 'Confirm your email address for {{brand.productName}}',
  reason: 'You received this email because this address was used to create a {{brand.productName}} account.',
  html: `{{> greeting}}
<p>Thank you for creating a {{brand.productName}} account. Please confirm that this is your email address; you can then sign in, start your free {{trialDays}}-day trial and download the installer.</p>
{{> button url=verifyUrl label="Confirm email address"}}
<p>This link is valid for {{hours verifyLinkHours}}. If it has expired, sign in with your email and password and we will send you a new one.</p>
<p>If you did not create this account, you can ignore this email: the account stays inactive without confirmation.</p>`,
  text: `{{> greeting}}

Thank you for creating a {{brand.productName}} account. Please confirm that this is your email address; you can then sign in, start your free {{trialDays}}-day trial and download the installer.

Confirm your email address:
{{verifyUrl}}

This link is valid for {{hours verifyLinkHours}}. If it has expired, sign in with your email and password and we will send you a new one.

If you did not create this account, you can ignore this email: the account stays inactive without confirmation.`,
};
