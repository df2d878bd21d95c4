/**
 * The shared frame of every email. Written as TypeScript strings rather than .hbs files so
 * that `tsc` puts them in dist with the code: no copy step, and the renderer finds them the
 * same way from src (tests) and dist (the app).
 */

/** `body` is HTML the body template rendered with escaping on: the one value not escaped again. */
export const HTML_LAYOUT = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>{{subject}}</title>
<style>
  body { margin: 0; padding: 0; background-color: #eef1f4; }
  p { margin: 0 0 16px; }
  a { color: #0b5d7a; }
  .key { margin: 8px 0 20px; padding: 14px 16px; background-color: #f3f6f8; border: 1px solid #d9e0e6; border-radius: 6px; font-family: Consolas, 'Courier New', monospace; font-size: 18px; letter-spacing: 1px; text-align: center; }
  .muted { color: #5f6b76; font-size: 13px; }
  .details td { padding: 6px 12px 6px 0; vertical-align: top; }
  .details th { padding: 6px 16px 6px 0; text-align: left; vertical-align: top; white-space: nowrap; color: #5f6b76; font-weight: normal; }
  .message { white-space: pre-wrap; }
</style>
</head>
<body>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background-color:#eef1f4;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background-color:#ffffff;border-radius:8px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1f2a33;">
<tr><td style="padding:20px 32px;border-bottom:3px solid #0b5d7a;font-size:22px;font-weight:bold;color:#0b5d7a;">{{brand.productName}}</td></tr>
<tr><td style="padding:32px 32px 16px;">
{{{body}}}
</td></tr>
<tr><td style="padding:20px 32px;border-top:1px solid #e1e6ea;font-size:13px;line-height:1.5;color:#5f6b76;">
<p style="margin:0 0 8px;">{{reason}}</p>
<p style="margin:0;">{{brand.productName}} &middot; {{brand.officeCity}} &middot; <a href="mailto:{{brand.supportEmail}}" style="color:#5f6b76;">{{brand.supportEmail}}</a></p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;

export const TEXT_LAYOUT = `{{{body}}}

--
{{reason}}

{{brand.productName}} · {{brand.officeCity}}
Questions? Write to {{brand.supportEmail}}
`;

/** Pieces the HTML bodies share. Each ends in a line break: Handlebars drops the one after a partial standing on its own line. */
export const HTML_PARTIALS = {
  greeting: `<p>{{#if firstName}}Hi {{firstName}},{{else}}Hello,{{/if}}</p>
`,
  /** A call to action, with the link also written out for clients that block buttons. */
  button: `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 16px;"><tr><td style="border-radius:6px;background-color:#0b5d7a;"><a href="{{url}}" style="display:inline-block;padding:12px 24px;color:#ffffff;font-weight:bold;text-decoration:none;">{{label}}</a></td></tr></table>
<p class="muted">If the button does not work, copy this link into your browser:<br><a href="{{url}}" style="word-break:break-all;">{{url}}</a></p>
`,
};

/** Pieces the plain-text bodies share. */
export const TEXT_PARTIALS = {
  greeting: `{{#if firstName}}Hi {{firstName}},{{else}}Hello,{{/if}}
`,
};
