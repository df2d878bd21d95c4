import type { MailMessage } from './mail-templates';

/** Renders a templated message and hands it to a transport (SMTP, or the file outbox). */
export abstract class MailPort {
  abstract send(message: MailMessage): Promise<void>;
}
