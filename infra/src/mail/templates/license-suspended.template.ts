import type { MailTemplateSource } from './mail-template-source';

export const licenseSuspendedTemplate: MailTemplateSource = {
  subject: 'Your {{brand.productName}} {{planName}} license is suspended',
  reason: 'You received this email because a payment for the {{brand.productName}} subscription of the account with this address was taken back.',
  html: `{{> greeting}}
<p>The payment for your {{brand.productName}} {{planName}} subscription was {{paymentOutcome}}, so your license is suspended. It no longer activates {{brand.productName}}, and your dashboard shows it as Inactive.</p>
<p>Suspended license key: <strong>{{licenseKey}}</strong></p>
<p>The license works again as soon as a new payment for the subscription is made.</p>
{{> button url=dashboardUrl label="Open your dashboard"}}
<p>If you did not expect this, please contact us at <a href="mailto:{{brand.supportEmail}}">{{brand.supportEmail}}</a>.</p>`,
  text: `{{> greeting}}

The payment for your {{brand.productName}} {{planName}} subscription was {{paymentOutcome}}, so your license is suspended. It no longer activates {{brand.productName}}, and your dashboard shows it as Inactive.

Suspended license key: {{licenseKey}}

The license works again as soon as a new payment for the subscription is made.

Open your dashboard:
{{dashboardUrl}}

If you did not expect this, please contact us at {{brand.supportEmail}}.`,
};
