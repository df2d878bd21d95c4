import type { MailTemplateSource } from './mail-template-source';

export const contactMessageTemplate: MailTemplateSource = {
  subject: 'Contact form ({{subject}}): {{name}}',
  reason: 'You received this email because messages sent through the contact form on the {{brand.productName}} website go to {{brand.supportEmail}}.',
  html: `<p>A visitor sent a message through the contact form on the {{brand.productName}} website.</p>
<table role="presentation" class="details" cellpadding="0" cellspacing="0" style="margin:0 0 16px;">
<tr><th>Name</th><td>{{name}}</td></tr>
<tr><th>Email</th><td><a href="mailto:{{email}}">{{email}}</a></td></tr>
<tr><th>Topic</th><td>{{subject}}</td></tr>
<tr><th>Message</th><td class="message">{{message}}</td></tr>
</table>
<p>Reply to {{name}} at <a href="mailto:{{email}}">{{email}}</a>. The website promises an answer within {{hours contactReplyHours}}.</p>`,
  text: `A visitor sent a message through the contact form on the {{brand.productName}} website.

Name:  {{name}}
Email: {{email}}
Topic: {{subject}}
Message:
{{message}}

Reply to {{name}} at {{email}}. The website promises an answer within {{hours contactReplyHours}}.`,
};
