/** A rendered email with its addresses. */
export interface RenderedMail {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
}

/** Where rendered mail goes: an SMTP server, or `.eml` files in the embedded default. */
export interface MailTransport {
  deliver(mail: RenderedMail): Promise<void>;
}
