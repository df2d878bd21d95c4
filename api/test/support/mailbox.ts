import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { SmtpTestServer } from '@pointforge/infra/testing/smtp-test-server';
import { waitFor } from './wait-for';

/** One delivered message, as a reader of the inbox sees it. */
export interface Mail {
  to: string[];
  subject: string;
  text: string;
  attachments: MailAttachment[];
}

/** A file a message carries, decoded. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

function attachmentsOf(parsed: ParsedMail): MailAttachment[] {
  return parsed.attachments.map(({ filename, contentType, content }) => ({ filename: filename ?? '', contentType, content }));
}

/**
 * What reached the users: read from the test SMTP server, or from the `.eml` files of the
 * embedded default's outbox. Counts are per recipient and subject, so suites sharing a
 * server never see each other's mail.
 */
export class Mailbox {
  private constructor(private readonly read: () => Promise<Mail[]>) {}

  static smtp(server: SmtpTestServer): Mailbox {
    return new Mailbox(async () =>
      server.received.map(({ envelope, parsed }) => ({
        to: envelope.to.map((address) => address.toLowerCase()),
        subject: parsed.subject ?? '',
        text: parsed.text ?? '',
        attachments: attachmentsOf(parsed),
      })),
    );
  }

  static outbox(dir: string): Mailbox {
    const parsedFiles = new Map<string, Mail>();
    return new Mailbox(async () => {
      if (!existsSync(dir)) return [];
      const files = (await readdir(dir)).filter((name) => name.endsWith('.eml')).sort();
      for (const file of files.filter((name) => !parsedFiles.has(name))) {
        const parsed = await simpleParser(await readFile(join(dir, file)));
        const to = [parsed.to ?? []].flat().flatMap((address) => address.value.map((entry) => entry.address ?? ''));
        parsedFiles.set(file, {
          to: to.map((address) => address.toLowerCase()),
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          attachments: attachmentsOf(parsed),
        });
      }
      return files.map((file) => parsedFiles.get(file) as Mail);
    });
  }

  /** Every message so far to `to` whose subject contains `subject`, oldest first. */
  async messages(to: string, subject = ''): Promise<Mail[]> {
    return (await this.read()).filter((mail) => mail.to.includes(to.toLowerCase()) && mail.subject.includes(subject));
  }

  /** Waits for the `count`-th such message (1 = the first) and returns it. */
  async waitForMessage(to: string, subject: string, count = 1, timeoutMs = 10_000): Promise<Mail> {
    return waitFor(`message #${count} to ${to} with "${subject}"`, async () => (await this.messages(to, subject))[count - 1], timeoutMs);
  }
}

export const SUBJECTS = {
  verifyEmail: 'Confirm your email address for PointForge',
  accountExists: 'You already have a PointForge account',
  resetPassword: 'Reset your PointForge password',
  passwordChanged: 'Your PointForge password was changed',
  twoFactorEnabled: 'Two-factor authentication is on for your PointForge account',
  twoFactorDisabled: 'Two-factor authentication is off for your PointForge account',
  twoFactorResetBySupport: 'Support turned off two-factor authentication for your PointForge account',
} as const;

/** The token of the `{origin}/{page}/{token}` link in a message; fails when there is none. */
export function tokenFromLink(mail: Mail, origin: string, page: 'verify-email' | 'reset-password' | 'invite'): string {
  const escapedOrigin = origin.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const match = mail.text.match(new RegExp(`${escapedOrigin}/${page}/([A-Za-z0-9_-]+)`));
  if (!match?.[1]) throw new Error(`No ${page} link in "${mail.subject}":\n${mail.text}`);
  return match[1];
}
