import type { MailTemplateSource } from './mail-template-source';

export const licenseIssuedTemplate: MailTemplateSource = {
  subject: 'Your {{brand.productName}} {{planName}} license key',
  reason: 'You received this email because a {{brand.productName}} subscription was started from the account with this address.',
  html: `{{> greeting}}
<p>Thank you for subscribing to {{brand.productName}}. This is your license key:</p>
<p class="key">{{licenseKey}}</p>
<table role="presentation" class="details" cellpadding="0" cellspacing="0" style="margin:0 0 16px;">
<tr><th>Plan</th><td>{{planName}}</td></tr>
<tr><th>Valid until</th><td>{{expiryDate}}</td></tr>
</table>
<p>Each renewal of your subscription extends the license, so you do not need a new key. Enter it in {{brand.productName}} when the application asks for it; the latest installer is on your dashboard, together with your licenses and subscription.</p>
{{> button url=dashboardUrl label="Open your dashboard"}}
<p>Keep the key to yourself: it is tied to your account.</p>`,
  text: `{{> greeting}}

Thank you for subscribing to {{brand.productName}}. This is your license key:

    {{licenseKey}}

Plan: {{planName}}
Valid until: {{expiryDate}}

Each renewal of your subscription extends the license, so you do not need a new key. Enter it in {{brand.productName}} when the application asks for it; the latest installer is on your dashboard, together with your licenses and subscription.

Open your dashboard:
{{dashboardUrl}}

Keep the key to yourself: it is tied to your account.`,
};
