import type { MailMessage } from '../mail/mail-templates';
import { RecordingMailer } from './recording-mailer';

const toAda: MailMessage = { to: 'ada@example.com', template: 'verify-email', data: { firstName: 'Ada', verifyUrl: 'https://x/v' } };
const toBob: MailMessage = { to: 'bob@example.com', template: 'reset-password', data: { firstName: null, resetUrl: 'https://x/r' } };

describe('RecordingMailer', () => {
  it('keeps sent messages, and finds those sent to one address', async () => {
    const mailer = new RecordingMailer();

    await mailer.send(toAda);
    await mailer.send(toBob);

    expect(mailer.sent).toEqual([toAda, toBob]);
    expect(mailer.sentTo('bob@example.com')).toEqual([toBob]);
  });

  it('fails the next send once when told to', async () => {
    const mailer = new RecordingMailer();
    mailer.failNextWith(new Error('SMTP down'));

    await expect(mailer.send(toAda)).rejects.toThrow('SMTP down');
    await mailer.send(toAda);

    expect(mailer.sent).toEqual([toAda]);
  });
});
