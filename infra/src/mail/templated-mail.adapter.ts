import { MailPort, type MailMessage } from '@pointforge/domain';
import type { HandlebarsMailRenderer } from './handlebars-mail-renderer';
import type { MailAttachmentSource } from './mail-attachments';
import type { MailFile, MailTransport } from './mail-transport';

/** The mail port: renders the message's template, fetches what it attaches, and hands it to the configured transport. */
export class TemplatedMailAdapter extends MailPort {
  constructor(
    private readonly renderer: HandlebarsMailRenderer,
    private readonly transport: MailTransport,
    private readonly from: string,
    private readonly attachments: MailAttachmentSource | null = null,
  ) {
    super();
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.deliver({
      from: this.from,
      to: message.to,
      replyTo: message.replyTo,
      ...this.renderer.render(message),
      ...(message.attachments?.length ? { attachments: await this.filesOf(message) } : {}),
    });
  }

  private filesOf(message: MailMessage): Promise<MailFile[]> {
    const source = this.attachments;
    if (!source) throw new Error(`The ${message.template} email attaches files, but this mail adapter was given no attachment source`);
    return Promise.all((message.attachments ?? []).map((ref) => source.fileFor(ref)));
  }
}
