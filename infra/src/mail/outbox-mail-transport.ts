import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { MailTransport, RenderedMail } from './mail-transport';

/** A link, without the punctuation that may follow it in a sentence. */
const LINK = /https?:\/\/[^\s<>"]+[^\s<>".,;:!?)\]'"]/g;

function linksIn(text: string): string[] {
  return [...new Set(text.match(LINK) ?? [])];
}

/** Sorts by time; the random part keeps two messages of one millisecond apart. */
function outboxFileName(): string {
  return `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
}

/**
 * The embedded default's mail: each message becomes an RFC 822 `.eml` file (open it in any
 * mail client), and one log line names the recipient, the subject and every link in the
 * message, so a developer can follow a verification link without a mail server.
 */
export class OutboxMailTransport implements MailTransport {
  private readonly composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });

  constructor(
    private readonly outboxDir: string,
    private readonly log: (line: string) => void,
  ) {}

  async deliver(mail: RenderedMail): Promise<void> {
    const { message } = await this.composer.sendMail(mail);
    await mkdir(this.outboxDir, { recursive: true });
    const file = join(this.outboxDir, outboxFileName());
    // Written aside and renamed, so a reader watching the folder never sees half a message.
    await writeFile(`${file}.partial`, message as Buffer);
    await rename(`${file}.partial`, file);
    const links = linksIn(mail.text);
    this.log(`Mail to ${mail.to} ${JSON.stringify(mail.subject)} saved as ${file}; links: ${links.length > 0 ? links.join(' ') : 'none'}`);
  }
}
