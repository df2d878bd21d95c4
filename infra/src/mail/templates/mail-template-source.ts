/**
 * One email as Handlebars source. Every part sees the message data, `brand` (BRAND) and the
 * catalogue facts the copy quotes (`trialDays`, `verifyLinkHours`, `resetLinkHours`,
 * `contactReplyHours`). The shared layouts add the header, the footer and the brand lines.
 */
export interface MailTemplateSource {
  /** Plain text on one line. */
  subject: string;
  /** The footer's sentence on why the reader got this email. Plain text. */
  reason: string;
  /** Body inside the HTML layout; `{{ }}` escapes every value. */
  html: string;
  /** Body inside the plain-text layout; nothing is escaped. */
  text: string;
}
