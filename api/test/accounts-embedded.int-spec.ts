import { startEmbeddedStack } from './support/accounts-stack';
import { Browser, newClientIp } from './support/browser';
import { SUBJECTS, tokenFromLink } from './support/mailbox';
import { stackSuite } from './support/stack-suite';

/**
 * The account journey on the embedded default (`make start` with no configuration): SQLite
 * file, jobs in the API process, mail as `.eml` files in the outbox folder.
 */
describe('accounts on the embedded default (SQLite, in-process jobs, file outbox)', () => {
  const { stack } = stackSuite('accounts-embedded', { start: startEmbeddedStack });

  it('registers, verifies through the link in the outbox, logs in and reads the current user', async () => {
    const browser = new Browser(stack.http, newClientIp());
    const email = 'embedded.user@example.com';

    await browser.post('/api/auth/register', { email: 'Embedded.User@Example.com', password: 'embedded passphrase', firstName: 'Em' }).then((response) =>
      expect({ status: response.status, body: response.body }).toEqual({
        status: 201,
        body: { success: true, message: 'Registration successful! Please check your email to verify your account.' },
      }),
    );

    const mail = await stack.mailbox.waitForMessage(email, SUBJECTS.verifyEmail);
    const token = tokenFromLink(mail, stack.origin, 'verify-email');
    const verified = await browser.post(`/api/auth/verify-email/${token}`);
    expect(verified.status).toBe(200);

    const login = await browser.post('/api/auth/login', { email, password: 'embedded passphrase' });
    expect(login.status).toBe(200);
    expect(browser.session).toEqual(expect.any(String));

    const me = await browser.get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({ email, firstName: 'Em', isVerified: true });
  });
});
