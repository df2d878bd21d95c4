import { MailPort, type MailMessage } from '@pointforge/domain';
import type { HandlebarsMailRenderer } from './handlebars-mail-renderer';
import type { MailTransport } from './mail-transport';

/** The mail port: renders the message's template and hands it to the configured transport. */
export class TemplatedMailAdapter extends MailPort {
  constructor(
    private readonly renderer: HandlebarsMailRenderer,
    private readonly transport: MailTransport,
    private readonly from: string,
  ) {
    super();
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.deliver({
      from: this.from,
      to: message.to,
      replyTo: message.replyTo,
      ...this.renderer.render(message),
    });
  }
}
