import type { MailTemplateSource } from './mail-template-source';

export const trialLicenseTemplate: MailTemplateSource = {
  subject: 'Your {{brand.productName}} trial license key',
  reason: 'You received this email because a {{brand.productName}} trial was started from the account with this address.',
  html: `{{> greeting}}
<p>Your {{trialDays}}-day {{brand.productName}} trial has started. This is your license key:</p>
<p class="key">{{licenseKey}}</p>
<p>The trial license is valid until <strong>{{expiryDate}}</strong>. Download the installer from your dashboard, install {{brand.productName}} and enter the key when the application asks for it. Then try it on your own point clouds and survey data.</p>
{{> button url=dashboardUrl label="Open your dashboard"}}
<p>Your key is also listed in your dashboard. When you want to keep working after the trial, choose a plan there. Questions during the trial? Write to <a href="mailto:{{brand.supportEmail}}">{{brand.supportEmail}}</a>.</p>`,
  text: `{{> greeting}}

Your {{trialDays}}-day {{brand.productName}} trial has started. This is your license key:

    {{licenseKey}}

The trial license is valid until {{expiryDate}}. Download the installer from your dashboard, install {{brand.productName}} and enter the key when the application asks for it. Then try it on your own point clouds and survey data.

Open your dashboard:
{{dashboardUrl}}

Your key is also listed in your dashboard. When you want to keep working after the trial, choose a plan there. Questions during the trial? Write to {{brand.supportEmail}}.`,
};
