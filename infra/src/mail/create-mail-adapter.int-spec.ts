import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import type { MailMessage } from '@pointforge/domain';
import { startSmtpTestServer, type SmtpTestServer } from '../testing/smtp-test-server';
import { createMailAdapter } from './create-mail-adapter';

const FROM = '"PointForge" <no-reply@pointforge.example>';
const verifyUrl = 'https://pointforge.example/verify-email/tok-abc';
const message: MailMessage = { to: 'thandi@example.com', template: 'verify-email', data: { firstName: 'Thandi', verifyUrl } };
const contact: MailMessage = {
  to: 'support@pointforge.example',
  replyTo: 'grace@civil-works.example',
  template: 'contact-message',
  data: { name: 'Grace Okafor', email: 'grace@civil-works.example', subject: 'support', message: 'Hello' },
};

describe('createMailAdapter', () => {
  let server: SmtpTestServer;
  let outboxParent: string;

  beforeAll(async () => {
    server = await startSmtpTestServer();
    outboxParent = await mkdtemp(join(tmpdir(), 'pf-mail-adapter-'));
  });

  afterAll(async () => {
    await server.close();
    await rm(outboxParent, { recursive: true, force: true });
  });

  it('sends the rendered template through SMTP when an SMTP URL is configured', async () => {
    const outboxDir = join(outboxParent, 'unused');
    const mailer = createMailAdapter({ smtpUrl: server.url, outboxDir, from: FROM, log: () => undefined });

    await mailer.send(message);
    await mailer.send(contact);

    const received = await server.waitForMessage((mail) => mail.envelope.to.includes('thandi@example.com'));
    expect(received.parsed.subject).toBe('Confirm your email address for PointForge');
    expect(received.parsed.from?.text).toBe(FROM);
    expect(received.parsed.text).toContain(verifyUrl);
    expect(received.parsed.html).toContain(`href="${verifyUrl}"`);
    const toSupport = await server.waitForMessage((mail) => mail.envelope.to.includes('support@pointforge.example'));
    expect(toSupport.parsed.replyTo?.text).toBe('grace@civil-works.example');
    await expect(readdir(outboxDir)).rejects.toThrow();
  });

  it('writes the rendered template to the outbox and logs its link when no SMTP URL is set', async () => {
    const outboxDir = join(outboxParent, 'var', 'mail');
    const logLines: string[] = [];
    const mailer = createMailAdapter({ outboxDir, from: FROM, log: (line) => logLines.push(line) });

    await mailer.send(message);

    const [file] = await readdir(outboxDir);
    const parsed = await simpleParser(await readFile(join(outboxDir, file ?? '')));
    expect(parsed.subject).toBe('Confirm your email address for PointForge');
    expect(parsed.to).toMatchObject({ text: 'thandi@example.com' });
    expect(parsed.text).toContain(verifyUrl);
    expect(logLines).toEqual([expect.stringContaining(`links: ${verifyUrl}`)]);
  });
});
