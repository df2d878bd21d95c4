import { MailPort, type MailMessage } from '@pointforge/domain';
import { Counter } from 'prom-client';
import { METRIC_PREFIX, type MetricsRegistry } from './metrics-registry';

/** The configured mail adapter, counting each message the transport accepted or refused, by template. */
export class MeteredMailAdapter extends MailPort {
  private readonly sent: Counter<'template'>;
  private readonly failed: Counter<'template'>;

  constructor(
    private readonly mail: MailPort,
    metrics: MetricsRegistry,
  ) {
    super();
    this.sent = new Counter({
      name: `${METRIC_PREFIX}emails_sent_total`,
      help: 'Emails the transport (SMTP, or the file outbox) accepted, by template.',
      labelNames: ['template'],
      registers: [metrics.registry],
    });
    this.failed = new Counter({
      name: `${METRIC_PREFIX}emails_failed_total`,
      help: 'Attempts to send an email that failed (the job retries them), by template.',
      labelNames: ['template'],
      registers: [metrics.registry],
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
