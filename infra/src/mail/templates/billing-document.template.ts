import type { MailTemplateSource } from './mail-template-source';

export const billingDocumentTemplate: MailTemplateSource = {
  subject: 'Your {{brand.productName}} {{title}} {{number}}',
  reason: 'You received this email because a payment or refund of the {{brand.productName}} subscription of the account with this address was recorded.',
  html: `{{> greeting}}
<p>Your {{title}} for your {{brand.productName}} {{planName}} subscription is attached as a PDF.</p>
<table role="presentation" class="details" cellpadding="0" cellspacing="0" style="margin:0 0 16px;">
<tr><th>Number</th><td>{{number}}</td></tr>
<tr><th>Date</th><td>{{issuedDate}}</td></tr>
<tr><th>Amount</th><td>{{amount}}</td></tr>
</table>
<p>Every invoice and credit note of your account is also under Billing history on your dashboard's Subscription tab. The billing details it is made out to can be changed on the Profile tab; a change applies to documents issued after it.</p>
{{> button url=dashboardUrl label="Open your dashboard"}}`,
  text: `{{> greeting}}

Your {{title}} for your {{brand.productName}} {{planName}} subscription is attached as a PDF.

Number: {{number}}
Date: {{issuedDate}}
Amount: {{amount}}

Every invoice and credit note of your account is also under Billing history on your dashboard's Subscription tab. The billing details it is made out to can be changed on the Profile tab; a change applies to documents issued after it.

Open your dashboard:
{{dashboardUrl}}`,
};
