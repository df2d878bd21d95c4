import nodemailer, { type Transporter } from 'nodemailer';
import type { MailTransport, RenderedMail } from './mail-transport';

/**
 * Sends through an SMTP server named by SMTP_URL: `smtp://user:pass@host:587` (upgraded with
 * STARTTLS when the server offers it) or `smtps://…:465`. Nodemailer reads options from the
 * query too; `?tls.rejectUnauthorized=false` accepts a self-signed certificate, for a local
 * test server only.
 */
export class SmtpMailTransport implements MailTransport {
  private readonly transporter: Transporter;

  constructor(smtpUrl: string) {
    this.transporter = nodemailer.createTransport(smtpUrl);
  }

  async deliver(mail: RenderedMail): Promise<void> {
    await this.transporter.sendMail(mail);
  }
}
