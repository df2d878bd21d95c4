import type { MailTemplateSource } from './mail-template-source';

/**
 * "Two-factor sign-in was turned on / off": the same security notice in two states, so one
 * builder writes both. The link lets a user who did not make the change take the account back.
 */
function twoFactorChangedTemplate(state: 'on' | 'off', consequence: string): MailTemplateSource {
  const happened = `Two-factor authentication was just turned ${state} for your {{brand.productName}} account.`;
  const notYou = (support: string) =>
    `reset your password now and then contact us at ${support} so we can help you secure your account.`;
  return {
    subject: `Two-factor authentication is ${state} for your {{brand.productName}} account`,
    reason: `You received this email for your security: two-factor authentication was turned ${state} for the {{brand.productName}} account with this address.`,
    html: `{{> greeting}}
<p>${happened} ${consequence} If you made this change, there is nothing else to do.</p>
<p><strong>If you did not make this change</strong>, ${notYou('<a href="mailto:{{brand.supportEmail}}">{{brand.supportEmail}}</a>')}</p>
{{> button url=resetUrl label="Reset your password"}}`,
    text: `{{> greeting}}

${happened} ${consequence} If you made this change, there is nothing else to do.

If you did not make this change, ${notYou('{{brand.supportEmail}}')}

Reset your password:
{{resetUrl}}`,
  };
}

export const twoFactorEnabledTemplate = twoFactorChangedTemplate(
  'on',
  'From now on, signing in asks for a code from your authenticator app, or one of your recovery codes, after your password.',
);

export const twoFactorDisabledTemplate = twoFactorChangedTemplate(
  'off',
  'Signing in now asks for your password only, and your recovery codes no longer work.',
);
