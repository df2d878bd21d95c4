import type { MailTemplateSource } from './mail-template-source';

export const subscriptionCancelledTemplate: MailTemplateSource = {
  subject: 'Your {{brand.productName}} {{planName}} subscription is cancelled',
  reason: 'You received this email because the {{brand.productName}} subscription of the account with this address was cancelled.',
  html: `{{> greeting}}
<p>Your {{brand.productName}} {{planName}} subscription is cancelled and will not be charged again.</p>
<p>You keep full use of {{brand.productName}} with your current license until <strong>{{accessUntil}}</strong>. After that date the license expires and is not renewed.</p>
<p>Changed your mind? Until then you can resume the subscription from your dashboard, on the same license key, with nothing charged before {{accessUntil}}.</p>
{{> button url=dashboardUrl label="Open your dashboard"}}
<p>If you did not cancel this subscription, please contact us at <a href="mailto:{{brand.supportEmail}}">{{brand.supportEmail}}</a> straight away.</p>`,
  text: `{{> greeting}}

Your {{brand.productName}} {{planName}} subscription is cancelled and will not be charged again.

You keep full use of {{brand.productName}} with your current license until {{accessUntil}}. After that date the license expires and is not renewed.

Changed your mind? Until then you can resume the subscription from your dashboard, on the same license key, with nothing charged before {{accessUntil}}:
{{dashboardUrl}}

If you did not cancel this subscription, please contact us at {{brand.supportEmail}} straight away.`,
};
