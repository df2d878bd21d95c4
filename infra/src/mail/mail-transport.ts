/** A file an email carries. */
export interface MailFile {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** A rendered email with its addresses. */
export interface RenderedMail {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
  attachments?: MailFile[];
}

/** Where rendered mail goes: an SMTP server, or `.eml` files in the embedded default. */
export interface MailTransport {
  deliver(mail: RenderedMail): Promise<void>;
}
