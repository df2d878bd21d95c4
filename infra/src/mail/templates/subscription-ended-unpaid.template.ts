import type { MailTemplateSource } from './mail-template-source';

export const subscriptionEndedUnpaidTemplate: MailTemplateSource = {
  subject: 'Your {{brand.productName}} {{planName}} subscription has ended',
  reason: 'You received this email because PayPal could not collect a payment for the {{brand.productName}} subscription of the account with this address.',
  html: `{{> greeting}}
<p>PayPal could not collect the overdue payment for your {{brand.productName}} {{planName}} subscription, so the subscription has ended and your license stopped working on <strong>{{accessEnded}}</strong>.</p>
<p>You will not be charged for the time since. To use {{brand.productName}} again, subscribe from your dashboard whenever you are ready.</p>
{{> button url=dashboardUrl label="Open your dashboard"}}
<p>If you believe this is a mistake, please contact us at <a href="mailto:{{brand.supportEmail}}">{{brand.supportEmail}}</a>.</p>`,
  text: `{{> greeting}}

PayPal could not collect the overdue payment for your {{brand.productName}} {{planName}} subscription, so the subscription has ended and your license stopped working on {{accessEnded}}.

You will not be charged for the time since. To use {{brand.productName}} again, subscribe from your dashboard whenever you are ready:
{{dashboardUrl}}

If you believe this is a mistake, please contact us at {{brand.supportEmail}}.`,
};
