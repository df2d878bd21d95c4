import type { MailTemplateSource } from './mail-template-source';

/** The emails of what support does to a licence from the operator console. */
/** The close of the extended and reinstated emails: the key, its expiry, the dashboard, support. */
const HTML_KEY_AND_EXPIRY = `<table role="presentation" class="details" cellpadding="0" cellspacing="0" style="margin:0 0 16px;">
<tr><th>License key</th><td>{{licenseKey}}</td></tr>
<tr><th>Valid until</th><td>{{expiryDate}}</td></tr>
</table>
{{> button url=dashboardUrl label="Open your dashboard"}}
<p>Questions? Write to us at <a href="mailto:{{brand.supportEmail}}">{{brand.supportEmail}}</a>.</p>`;
const TEXT_KEY_AND_EXPIRY = `License key: {{licenseKey}}
Valid until: {{expiryDate}}

Open your dashboard:
{{dashboardUrl}}

Questions? Write to us at {{brand.supportEmail}}.`;

const REASON = 'You received this email because our support team changed a {{brand.productName}} license of the account with this address.';

export const licenseExtendedTemplate: MailTemplateSource = {
  subject: 'Your {{brand.productName}} {{planName}} license now runs until {{expiryDate}}',
  reason: REASON,
  html: `{{> greeting}}
<p>Our support team extended your {{brand.productName}} {{planName}} license. Nothing to do on your side: the application picks the new date up the next time it checks its license.</p>
${HTML_KEY_AND_EXPIRY}`,
  text: `{{> greeting}}

Our support team extended your {{brand.productName}} {{planName}} license. Nothing to do on your side: the application picks the new date up the next time it checks its license.

${TEXT_KEY_AND_EXPIRY}`,
};

export const licenseSuspendedBySupportTemplate: MailTemplateSource = {
  subject: 'Your {{brand.productName}} {{planName}} license is suspended',
  reason: REASON,
  html: `{{> greeting}}
<p>Our support team suspended your {{brand.productName}} {{planName}} license. It no longer activates {{brand.productName}}, and your dashboard shows it as Inactive, until we reinstate it.</p>
<p>Suspended license key: <strong>{{licenseKey}}</strong></p>
{{> button url=dashboardUrl label="Open your dashboard"}}
<p>To find out why, or if you did not expect this, please contact us at <a href="mailto:{{brand.supportEmail}}">{{brand.supportEmail}}</a>.</p>`,
  text: `{{> greeting}}

Our support team suspended your {{brand.productName}} {{planName}} license. It no longer activates {{brand.productName}}, and your dashboard shows it as Inactive, until we reinstate it.

Suspended license key: {{licenseKey}}

Open your dashboard:
{{dashboardUrl}}

To find out why, or if you did not expect this, please contact us at {{brand.supportEmail}}.`,
};

export const licenseReinstatedTemplate: MailTemplateSource = {
  subject: 'Your {{brand.productName}} {{planName}} license works again',
  reason: REASON,
  html: `{{> greeting}}
<p>Our support team reinstated your {{brand.productName}} {{planName}} license: it activates {{brand.productName}} again.</p>
${HTML_KEY_AND_EXPIRY}`,
  text: `{{> greeting}}

Our support team reinstated your {{brand.productName}} {{planName}} license: it activates {{brand.productName}} again.

${TEXT_KEY_AND_EXPIRY}`,
};

/** Sent for the owner's own rotation too, so its reason names both. */
export const licenseKeyRotatedTemplate: MailTemplateSource = {
  subject: 'Your new {{brand.productName}} {{planName}} license key',
  reason: 'You received this email because the key of a {{brand.productName}} license of the account with this address was replaced.',
  html: `{{> greeting}}
<p>The key of your {{brand.productName}} {{planName}} license was replaced. The old key no longer activates {{brand.productName}}; computers already activated keep working without it. If the old key leaked, release in your dashboard any computer you do not recognise: that ends its access at once. Use the new key to activate another computer.</p>
${HTML_KEY_AND_EXPIRY}`,
  text: `{{> greeting}}

The key of your {{brand.productName}} {{planName}} license was replaced. The old key no longer activates {{brand.productName}}; computers already activated keep working without it. If the old key leaked, release in your dashboard any computer you do not recognise: that ends its access at once. Use the new key to activate another computer.

${TEXT_KEY_AND_EXPIRY}`,
};
