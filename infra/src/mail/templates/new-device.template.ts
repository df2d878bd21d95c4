import type { MailTemplateSource } from './mail-template-source';

export const newDeviceTemplate: MailTemplateSource = {
  subject: 'Your {{brand.productName}} {{planName}} license was activated on a new device',
  reason: 'You received this email because a {{brand.productName}} license of the account with this address was activated on a new device.',
  html: `{{> greeting}}
<p>Your {{brand.productName}} {{planName}} license was just activated on a new device:</p>
<ul>
<li>Device: <strong>{{deviceName}}</strong></li>
<li>Platform: {{platformName}}{{#if appVersion}}, {{brand.productName}} {{appVersion}}{{/if}}</li>
<li>Activated: {{activatedAt}}</li>
</ul>
<p>The license is now in use on {{seatsUsed}} of {{seats}} devices.</p>
<p>If this was you or your team, there is nothing to do. If you do not recognise this device, release it in the Licenses tab of your dashboard: its seat is freed at once.</p>
{{> button url=dashboardUrl label="Review your devices"}}
<p>If you think someone else has your license key, write to us at <a href="mailto:{{brand.supportEmail}}">{{brand.supportEmail}}</a> and we will help you replace it.</p>`,
  text: `{{> greeting}}

Your {{brand.productName}} {{planName}} license was just activated on a new device:

    Device: {{deviceName}}
    Platform: {{platformName}}{{#if appVersion}}, {{brand.productName}} {{appVersion}}{{/if}}
    Activated: {{activatedAt}}

The license is now in use on {{seatsUsed}} of {{seats}} devices.

If this was you or your team, there is nothing to do. If you do not recognise this device, release it in the Licenses tab of your dashboard: its seat is freed at once.

Review your devices:
{{dashboardUrl}}

If you think someone else has your license key, write to us at {{brand.supportEmail}} and we will help you replace it.`,
};
