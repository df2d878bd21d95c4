import type { MailTemplateSource } from './mail-template-source';

export const accountExistsTemplate: MailTemplateSource = {
  subject: 'You already have a {{brand.productName}} account',
  reason: 'You received this email because someone tried to register a new {{brand.productName}} account with this address.',
  html: `{{> greeting}}
<p>Someone, probably you, just tried to create a new {{brand.productName}} account with this email address. You already have an account, so no new one was created and nothing about your account has changed.</p>
<p>To carry on, sign in with your existing account:</p>
{{> button url=loginUrl label="Sign in"}}
<p>Forgotten your password? <a href="{{resetUrl}}">Choose a new one</a>; the reset link is valid for {{hours resetLinkHours}}.</p>
<p>If this was not you, you can ignore this email. Nobody can sign in to your account without your password.</p>`,
  text: `{{> greeting}}

Someone, probably you, just tried to create a new {{brand.productName}} account with this email address. You already have an account, so no new one was created and nothing about your account has changed.

To carry on, sign in with your existing account:
{{loginUrl}}

Forgotten your password? Choose a new one here (the link is valid for {{hours resetLinkHours}}):
{{resetUrl}}

If this was not you, you can ignore this email. Nobody can sign in to your account without your password.`,
};
