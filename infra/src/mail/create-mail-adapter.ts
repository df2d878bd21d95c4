import type { MailPort } from '@pointforge/domain';
import { HandlebarsMailRenderer } from './handlebars-mail-renderer';
import type { MailAttachmentSource } from './mail-attachments';
import { OutboxMailTransport } from './outbox-mail-transport';
import { SmtpMailTransport } from './smtp-mail-transport';
import { TemplatedMailAdapter } from './templated-mail.adapter';

export interface MailAdapterSettings {
  /** SMTP_URL; when absent, mail goes to the outbox folder. */
  smtpUrl?: string;
  outboxDir: string;
  /** The sender of every email, e.g. `"PointForge" <no-reply@pointforge.example>`. */
  from: string;
  /** Receives the outbox's one line per message. */
  log: (line: string) => void;
  /** Where the files a message attaches come from (issued documents' PDFs). */
  attachments?: MailAttachmentSource;
}

/** The one place that chooses where mail goes: SMTP when configured, else `.eml` files. */
export function createMailAdapter({ smtpUrl, outboxDir, from, log, attachments }: MailAdapterSettings): MailPort {
  const transport = smtpUrl ? new SmtpMailTransport(smtpUrl) : new OutboxMailTransport(outboxDir, log);
  return new TemplatedMailAdapter(new HandlebarsMailRenderer(), transport, from, attachments ?? null);
}
