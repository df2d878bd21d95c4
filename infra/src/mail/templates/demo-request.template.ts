import type { MailTemplateSource } from './mail-template-source';

export const demoRequestTemplate: MailTemplateSource = {
  subject: 'Demo request: {{fullName}}, {{company}}',
  reason: 'You received this email because demo requests made on the {{brand.productName}} website go to {{brand.salesEmail}}.',
  html: `<p>A visitor asked for a {{brand.productName}} demo on the website.</p>
<table role="presentation" class="details" cellpadding="0" cellspacing="0" style="margin:0 0 16px;">
<tr><th>Name</th><td>{{fullName}}</td></tr>
<tr><th>Email</th><td><a href="mailto:{{email}}">{{email}}</a></td></tr>
<tr><th>Company</th><td>{{company}}</td></tr>
<tr><th>Industry</th><td>{{industry}}</td></tr>
<tr><th>Message</th><td class="message">{{#if message}}{{message}}{{else}}(none){{/if}}</td></tr>
</table>
<p>Please get in touch with {{fullName}} at <a href="mailto:{{email}}">{{email}}</a> to arrange the demo.</p>`,
  text: `A visitor asked for a {{brand.productName}} demo on the website.

Name:     {{fullName}}
Email:    {{email}}
Company:  {{company}}
Industry: {{industry}}
Message:
{{#if message}}{{message}}{{else}}(none){{/if}}

Please get in touch with {{fullName}} at {{email}} to arrange the demo.`,
};
