import type { MailTemplateSource } from './mail-template-source';

export const paymentFailedTemplate: MailTemplateSource = {
  subject: 'Your {{brand.productName}} {{planName}} payment did not go through',
  reason: 'You received this email because PayPal could not collect a payment for the {{brand.productName}} subscription of the account with this address.',
  html: `{{> greeting}}
<p>PayPal could not collect the renewal payment for your {{brand.productName}} {{planName}} subscription. PayPal will try again over the next few days.</p>
<p>Your license keeps working until {{accessUntil}}. To keep it after that, please check or update your payment method at PayPal.</p>
{{> button url=updatePaymentUrl label="Update your payment method at PayPal"}}
<p>You can see your license in your <a href="{{dashboardUrl}}">dashboard</a>. If you need help, please contact us at <a href="mailto:{{brand.supportEmail}}">{{brand.supportEmail}}</a>.</p>`,
  text: `{{> greeting}}

PayPal could not collect the renewal payment for your {{brand.productName}} {{planName}} subscription. PayPal will try again over the next few days.

Your license keeps working until {{accessUntil}}. To keep it after that, please check or update your payment method at PayPal:
{{updatePaymentUrl}}

Your dashboard:
{{dashboardUrl}}

If you need help, please contact us at {{brand.supportEmail}}.`,
};
