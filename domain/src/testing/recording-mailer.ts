import type { MailMessage } from '../mail/mail-templates';
import { MailPort } from '../mail/mail.port';

/** The mail port for unit tests: it keeps every message instead of sending it. */
export class RecordingMailer extends MailPort {
  readonly sent: MailMessage[] = [];
  private nextFailure: Error | null = null;

  async send(message: MailMessage): Promise<void> {
    const failure = this.nextFailure;
    if (failure) {
      this.nextFailure = null;
      throw failure;
    }
    this.sent.push(message);
  }

  /** Messages sent to one address, oldest first. */
  sentTo(address: string): MailMessage[] {
    return this.sent.filter((message) => message.to === address);
  }

  /** The next send throws this error, as an SMTP server that is down would. */
  failNextWith(error: Error): void {
    this.nextFailure = error;
  }
}
