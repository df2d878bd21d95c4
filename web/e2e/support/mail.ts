import type { ReceivedMail, SmtpTestServer } from '@pointforge/infra/testing/smtp-test-server';

/**
 * Reading the messages the worker delivered to the stack's SMTP server: wait for the one a
 * journey triggered, then follow the link in it as the user would.
 */

/**
 * The first absolute link in `message` (text part, then HTML) whose path starts with
 * `pathPrefix` (e.g. '/verify-email/'), as the full URL the email carries. Fails, quoting the
 * message, when there is none.
 */
export function linkFrom(message: ReceivedMail, pathPrefix: string): string {
  const { text, html, subject } = message.parsed;
  const bodies = [text ?? '', typeof html === 'string' ? html : ''];
  for (const body of bodies) {
    for (const candidate of body.match(/https?:\/\/[^\s"'<>]+/g) ?? []) {
      const url = new URL(candidate.replace(/&amp;/g, '&').replace(/[.,;:!?)\]]+$/, ''));
      if (url.pathname.startsWith(pathPrefix)) return url.toString();
    }
  }
  throw new Error(`No link to ${pathPrefix}… in "${subject ?? '(no subject)'}" to ${message.envelope.to.join(', ')}:\n${text ?? html}`);
}

/** Like linkFrom, but the path, query and fragment only, for `page.goto` against the stack's baseUrl. */
export function pathFrom(message: ReceivedMail, pathPrefix: string): string {
  const url = new URL(linkFrom(message, pathPrefix));
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Waits for a message to `to` (case-insensitive) whose subject contains `subject`. Messages
 * to other addresses are ignored, so one stack can serve several journeys.
 */
export function waitForMailTo(mailbox: SmtpTestServer, to: string, subject = '', timeoutMs = 10_000): Promise<ReceivedMail> {
  const address = to.toLowerCase();
  return mailbox
    .waitForMessage(
      (mail) => mail.envelope.to.some((recipient) => recipient.toLowerCase() === address) && (mail.parsed.subject ?? '').includes(subject),
      timeoutMs,
    )
    .catch((error: Error) => {
      const seen = mailbox.received.map((mail) => `  ${mail.envelope.to.join(', ')}: ${mail.parsed.subject ?? ''}`).join('\n');
      throw new Error(`No message to ${to} with "${subject}": ${error.message}\n${seen || '  (the mailbox is empty)'}`);
    });
}
