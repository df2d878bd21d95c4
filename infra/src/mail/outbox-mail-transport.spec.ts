import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import type { RenderedMail } from './mail-transport';
import { OutboxMailTransport } from './outbox-mail-transport';

const mail: RenderedMail = {
  from: '"PointForge" <no-reply@pointforge.example>',
  to: 'thandi@example.com',
  replyTo: 'support@pointforge.example',
  subject: 'Confirm your email address for PointForge',
  html: '<p>Confirm: <a href="https://pointforge.example/verify-email/abc">link</a></p>',
  text: 'Confirm here: https://pointforge.example/verify-email/abc.\nOr sign in (https://pointforge.example/login).',
};

describe('OutboxMailTransport', () => {
  let parent: string;
  let outboxDir: string;
  let logLines: string[];
  let transport: OutboxMailTransport;

  beforeEach(async () => {
    parent = await mkdtemp(join(tmpdir(), 'pf-outbox-'));
    outboxDir = join(parent, 'var', 'mail');
    logLines = [];
    transport = new OutboxMailTransport(outboxDir, (line) => logLines.push(line));
  });

  afterEach(async () => {
    await rm(parent, { recursive: true, force: true });
  });

  it('writes each message as an .eml file that a mail parser reads back whole', async () => {
    await transport.deliver(mail);

    const files = await readdir(outboxDir);
    expect(files).toEqual([expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-[0-9a-f]{8}\.eml$/)]);
    const raw = await readFile(join(outboxDir, files[0] ?? ''));
    expect(raw.toString('latin1')).toContain('\r\n');
    const parsed = await simpleParser(raw);
    expect(parsed.subject).toBe(mail.subject);
    expect(parsed.from?.text).toBe('"PointForge" <no-reply@pointforge.example>');
    expect(parsed.to).toMatchObject({ text: 'thandi@example.com' });
    expect(parsed.replyTo?.text).toBe('support@pointforge.example');
    expect(parsed.text?.trim()).toBe(mail.text);
    expect(parsed.html).toContain('href="https://pointforge.example/verify-email/abc"');
    expect(parsed.messageId).toBeTruthy();
    expect(parsed.date).toBeInstanceOf(Date);
  });

  it('logs one line with the recipient, the subject and every link, without trailing punctuation', async () => {
    await transport.deliver(mail);

    const [file] = await readdir(outboxDir);
    expect(logLines).toEqual([
      `Mail to thandi@example.com "Confirm your email address for PointForge" saved as ${join(outboxDir, file ?? '')}; ` +
        'links: https://pointforge.example/verify-email/abc https://pointforge.example/login',
    ]);
  });

  it('names files so that they sort in the order the messages were written', async () => {
    for (const n of [1, 2, 3]) {
      await transport.deliver({ ...mail, subject: `Message ${n}` });
      await new Promise((resolve) => setTimeout(resolve, 2));
    }

    const files = (await readdir(outboxDir)).sort();
    const subjects = await Promise.all(files.map(async (file) => (await simpleParser(await readFile(join(outboxDir, file)))).subject));
    expect(subjects).toEqual(['Message 1', 'Message 2', 'Message 3']);
  });

  it('says so when a message has no links', async () => {
    await transport.deliver({ ...mail, text: 'No links here.' });

    expect(logLines[0]).toMatch(/; links: none$/);
  });
});
