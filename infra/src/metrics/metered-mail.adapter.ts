import { MailPort, type MailMessage } from '@pointforge/domain';
import type { Counter } from 'prom-client';
import type { MetricsRegistry } from './metrics-registry';

/** The configured mail adapter, counting each message the transport accepted or refused, by template. */
export class MeteredMailAdapter extends MailPort {
  private readonly sent: Counter<'template'>;
  private readonly failed: Counter<'template'>;

  constructor(
    private readonly mail: MailPort,
    metrics: MetricsRegistry,
  ) {
    super();
    this.sent = metrics.counter('emails_sent_total', {
      help: 'Emails the transport (SMTP, or the file outbox) accepted, by template.',
      labelNames: ['template'],
    });
    this.failed = metrics.counter('emails_failed_total', {
      help: 'Attempts to send an email that failed (the job retries them), by template.',
      labelNames: ['template'],
    });
  }

  async send(message: MailMessage): Promise<void> {
    try {
      await this.mail.send(message);
    } catch (error) {
      this.failed.inc({ template: message.template });
      throw error;
    }
    this.sent.inc({ template: message.template });
  }
}
