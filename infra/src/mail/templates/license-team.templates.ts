import type { MailTemplateSource } from './mail-template-source';

/** The emails of a licence's team: invitations, and members joining, leaving and being removed. */

export const licenseInvitationTemplate: MailTemplateSource = {
  subject: '{{inviterName}} invited you to their {{brand.productName}} {{planName}} license',
  reason: 'You received this email because the owner of a {{brand.productName}} license invited this address to one of its seats.',
  html: `<p>Hello,</p>
<p><strong>{{inviterName}}</strong> invited you to a seat on their {{brand.productName}} {{planName}} license. With it you can use {{brand.productName}} on up to {{devicesPerSeat}} of your own devices, signing in as yourself: you never need the license key.</p>
{{> button url=acceptUrl label="Accept the invitation"}}
<p>The link works once, until {{expiryDate}}. If you have no {{brand.productName}} account yet, you can create one on that page; you join the license once you have verified your email.</p>
<p>If you did not expect this invitation, you can ignore this email.</p>`,
  text: `Hello,

{{inviterName}} invited you to a seat on their {{brand.productName}} {{planName}} license. With it you can use {{brand.productName}} on up to {{devicesPerSeat}} of your own devices, signing in as yourself: you never need the license key.

Accept the invitation:
{{acceptUrl}}

The link works once, until {{expiryDate}}. If you have no {{brand.productName}} account yet, you can create one on that page; you join the license once you have verified your email.

If you did not expect this invitation, you can ignore this email.`,
};

export const licenseInvitationRevokedTemplate: MailTemplateSource = {
  subject: 'Your invitation to a {{brand.productName}} {{planName}} license was withdrawn',
  reason: 'You received this email because this address was invited to a seat on a {{brand.productName}} license.',
  html: `<p>Hello,</p>
<p>{{inviterName}} withdrew your invitation to their {{brand.productName}} {{planName}} license. The link in the invitation no longer works.</p>
<p>If you think this is a mistake, please ask {{inviterName}} to invite you again.</p>`,
  text: `Hello,

{{inviterName}} withdrew your invitation to their {{brand.productName}} {{planName}} license. The link in the invitation no longer works.

If you think this is a mistake, please ask {{inviterName}} to invite you again.`,
};

const OWNER_REASON = 'You received this email because you own a {{brand.productName}} license whose seats changed.';

export const licenseMemberJoinedTemplate: MailTemplateSource = {
  subject: '{{memberName}} joined your {{brand.productName}} {{planName}} license',
  reason: OWNER_REASON,
  html: `{{> greeting}}
<p><strong>{{memberName}}</strong> ({{memberEmail}}) accepted your invitation and now holds a seat on your {{brand.productName}} {{planName}} license. {{seatsTaken}} of its {{seats}} seats are taken.</p>
{{> button url=dashboardUrl label="Review your team"}}`,
  text: `{{> greeting}}

{{memberName}} ({{memberEmail}}) accepted your invitation and now holds a seat on your {{brand.productName}} {{planName}} license. {{seatsTaken}} of its {{seats}} seats are taken.

Review your team:
{{dashboardUrl}}`,
};

export const licenseMemberLeftTemplate: MailTemplateSource = {
  subject: '{{memberName}} left your {{brand.productName}} {{planName}} license',
  reason: OWNER_REASON,
  html: `{{> greeting}}
<p><strong>{{memberName}}</strong> ({{memberEmail}}) left your {{brand.productName}} {{planName}} license. Their devices were released and their seat is free: you can invite someone else.</p>
{{> button url=dashboardUrl label="Review your team"}}`,
  text: `{{> greeting}}

{{memberName}} ({{memberEmail}}) left your {{brand.productName}} {{planName}} license. Their devices were released and their seat is free: you can invite someone else.

Review your team:
{{dashboardUrl}}`,
};

export const licenseMemberRemovedTemplate: MailTemplateSource = {
  subject: 'You no longer have a seat on a {{brand.productName}} {{planName}} license',
  reason: 'You received this email because this address held a seat on a {{brand.productName}} license.',
  html: `{{> greeting}}
<p>{{#if bySupport}}Our support team{{else}}{{ownerName}}{{/if}} removed you from {{#if bySupport}}{{ownerName}}'s{{else}}their{{/if}} {{brand.productName}} {{planName}} license. Your devices on it were released: {{brand.productName}} stops running on them under this license.</p>
{{> button url=dashboardUrl label="Open your dashboard"}}
<p>Questions? Write to us at <a href="mailto:{{brand.supportEmail}}">{{brand.supportEmail}}</a>.</p>`,
  text: `{{> greeting}}

{{#if bySupport}}Our support team{{else}}{{ownerName}}{{/if}} removed you from {{#if bySupport}}{{ownerName}}'s{{else}}their{{/if}} {{brand.productName}} {{planName}} license. Your devices on it were released: {{brand.productName}} stops running on them under this license.

Open your dashboard:
{{dashboardUrl}}

Questions? Write to us at {{brand.supportEmail}}.`,
};
