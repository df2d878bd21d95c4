import { afterEach, describe, expect, it } from '@jest/globals';
import { startSmtpTestServer, type SmtpTestServer } from '../testing/smtp-test-server';
import type { RenderedMail } from './mail-transport';
import { SmtpMailTransport } from './smtp-mail-transport';

const mail: RenderedMail = {
  from: '"PointForge" <no-reply@pointforge.example>',
  to: 'naledi@example.com',
  replyTo: 'grace@civil-works.example',
  subject: 'Reset your PointForge password',
  html: '<p>Choose a new password: <a href="https://pointforge.example/reset-password/tok">reset</a></p>',
  text: 'Choose a new password: https://pointforge.example/reset-password/tok',
};

describe('SmtpMailTransport', () => {
  let server: SmtpTestServer;

  afterEach(async () => {
    await server.close();
  });

  it('delivers subject, addresses and both bodies to an SMTP server', async () => {
    server = await startSmtpTestServer();

    await new SmtpMailTransport(server.url).deliver(mail);

    const received = await server.waitForMessage((message) => message.parsed.subject === mail.subject);
    expect(received.envelope).toEqual({ from: 'no-reply@pointforge.example', to: ['naledi@example.com'] });
    expect(received.parsed.from?.text).toBe('"PointForge" <no-reply@pointforge.example>');
    expect(received.parsed.to).toMatchObject({ text: 'naledi@example.com' });
    expect(received.parsed.replyTo?.text).toBe('grace@civil-works.example');
    expect(received.parsed.text?.trim()).toBe(mail.text);
    expect(received.parsed.html).toBe(mail.html);
  });

  it('logs in and speaks TLS from the start with an smtps:// URL', async () => {
    server = await startSmtpTestServer({ secure: true, credentials: { user: 'mailer', pass: 's3cret:/@' } });
    expect(server.url).toMatch(/^smtps:\/\/mailer:/);

    await new SmtpMailTransport(server.url).deliver(mail);

    await expect(server.waitForMessage()).resolves.toMatchObject({ parsed: { subject: mail.subject } });
  });

  it('refuses a server whose certificate it cannot verify, unless the URL allows it', async () => {
    server = await startSmtpTestServer({ secure: true });
    const verifyingUrl = server.url.replace('?tls.rejectUnauthorized=false', '');

    await expect(new SmtpMailTransport(verifyingUrl).deliver(mail)).rejects.toThrow(/certificate/i);
    expect(server.received).toEqual([]);
  });

  it('fails when the server refuses its credentials', async () => {
    server = await startSmtpTestServer({ credentials: { user: 'mailer', pass: 'right' } });
    const wrongUrl = server.url.replace('mailer:right@', 'mailer:wrong@');

    await expect(new SmtpMailTransport(wrongUrl).deliver(mail)).rejects.toThrow(/Invalid username or password/);
    expect(server.received).toEqual([]);
  });
});
