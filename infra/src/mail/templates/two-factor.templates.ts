import type { MailTemplateSource } from './mail-template-source';

/**
 * "Two-factor sign-in was turned on / off": the same security notice in two states, so one
 * builder writes both. The link lets a user who did not make the change take the account back.
 */
function twoFactorChangedTemplate(state: 'on' | 'off', consequence: string): MailTemplateSource {
  const happened = `Two-factor authentication was just turned ${state} for your {{brand.productName}} account.`;
  const notYou = (support: string) => `reset your password now and then contact us at ${support} so we can help you secure your account.`;
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

export const twoFactorDisabledTemplate = twoFactorChangedTemplate('off', 'Signing in now asks for your password only, and your recovery codes no longer work.');

/**
 * Support turned two-factor sign-in off after the owner proved who they are (docs/support-runbook.md).
 * Sent whoever asked: should it not have been the owner, this is how they learn of it.
 */
export const twoFactorResetBySupportTemplate: MailTemplateSource = {
  subject: 'Support turned off two-factor authentication for your {{brand.productName}} account',
  reason: 'You received this email for your security: {{brand.productName}} support turned off two-factor authentication for the account with this address.',
  html: `{{> greeting}}
<p>At your request, {{brand.productName}} support turned off two-factor authentication for your account. Your old recovery codes no longer work, and every device was signed out.</p>
<p>Sign in with your password, then turn two-factor authentication on again in your profile.</p>
{{> button url=loginUrl label="Sign in"}}
<p><strong>If you did not ask for this</strong>, reset your password now at <a href="{{resetUrl}}">{{resetUrl}}</a> and contact us at <a href="mailto:{{brand.supportEmail}}">{{brand.supportEmail}}</a>.</p>`,
  text: `{{> greeting}}

At your request, {{brand.productName}} support turned off two-factor authentication for your account. Your old recovery codes no longer work, and every device was signed out.

Sign in with your password, then turn two-factor authentication on again in your profile:
{{loginUrl}}

If you did not ask for this, reset your password now at {{resetUrl}} and contact us at {{brand.supportEmail}}.`,
};
