import type { MailTemplateSource } from './mail-template-source';

export const paymentRefundedTemplate: MailTemplateSource = {
  subject: 'Your {{brand.productName}} {{planName}} payment was refunded',
  reason: 'You received this email because a payment for the {{brand.productName}} subscription of the account with this address was refunded.',
  html: `{{> greeting}}
<p>We refunded <strong>{{amount}}</strong> of your {{paymentAmount}} payment for your {{brand.productName}} {{planName}} subscription{{#if paymentDate}} made on {{paymentDate}}{{/if}}. PayPal returns it to the way you paid, usually within a few days.</p>
{{#if subscriptionEnded}}
<p>Because the payment for your current period was refunded in full, your subscription is cancelled and will not be charged again, and your license no longer activates {{brand.productName}}.</p>
<p>You can subscribe again from your dashboard at any time.</p>
{{else}}
<p>Your subscription and your license are not affected.</p>
{{/if}}
{{> button url=dashboardUrl label="Open your dashboard"}}
<p>If you have questions about this refund, please contact us at <a href="mailto:{{brand.supportEmail}}">{{brand.supportEmail}}</a>.</p>`,
  text: `{{> greeting}}

We refunded {{amount}} of your {{paymentAmount}} payment for your {{brand.productName}} {{planName}} subscription{{#if paymentDate}} made on {{paymentDate}}{{/if}}. PayPal returns it to the way you paid, usually within a few days.
{{#if subscriptionEnded}}

Because the payment for your current period was refunded in full, your subscription is cancelled and will not be charged again, and your license no longer activates {{brand.productName}}.

You can subscribe again from your dashboard at any time:
{{dashboardUrl}}
{{else}}

Your subscription and your license are not affected.

Open your dashboard:
{{dashboardUrl}}
{{/if}}

If you have questions about this refund, please contact us at {{brand.supportEmail}}.`,
};
