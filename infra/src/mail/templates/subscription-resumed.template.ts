import type { MailTemplateSource } from './mail-template-source';

export const subscriptionResumedTemplate: MailTemplateSource = {
  subject: 'Your {{brand.productName}} {{planName}} subscription is resumed',
  reason: 'You received this email because the {{brand.productName}} subscription of the account with this address was resumed.',
  html: `{{> greeting}}
<p>Your {{brand.productName}} {{planName}} subscription is resumed. Your license key <strong>{{licenseKey}}</strong> keeps working: there is nothing to change on your computers.</p>
<p>Nothing is charged until <strong>{{nextChargeDate}}</strong>, the end of the period you have already paid for; the subscription then renews as before.</p>
{{> button url=dashboardUrl label="Open your dashboard"}}
<p>If you did not resume this subscription, please contact us at <a href="mailto:{{brand.supportEmail}}">{{brand.supportEmail}}</a> straight away.</p>`,
  text: `{{> greeting}}

Your {{brand.productName}} {{planName}} subscription is resumed. Your license key {{licenseKey}} keeps working: there is nothing to change on your computers.

Nothing is charged until {{nextChargeDate}}, the end of the period you have already paid for; the subscription then renews as before.

Open your dashboard: {{dashboardUrl}}

If you did not resume this subscription, please contact us at {{brand.supportEmail}} straight away.`,
};
