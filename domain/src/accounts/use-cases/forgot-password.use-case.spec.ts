import { HOUR_MS } from '../../shared/time';
import { createAccountTestKit, TEST_SITE_ORIGIN, tokenFromLink } from '../../testing/account-test-kit';
import { createAccountUseCases } from '../../testing/account-use-cases';
import { aUser } from '../../testing/builders';

function setUp() {
  const kit = createAccountTestKit();
  const { forgotPassword } = createAccountUseCases(kit);
  return { kit, forgotPassword };
}

const IP = '203.0.113.9';

describe('ForgotPasswordUseCase', () => {
  it('emails a registered address a 1-hour reset link stored as a hash', async () => {
    const { kit, forgotPassword } = setUp();
    const user = await kit.givenUser(aUser().verified().withEmail('ann@example.com'));

    await expect(forgotPassword.execute({ email: ' ANN@Example.com', ipAddress: IP })).resolves.toBeUndefined();

    const [mail] = kit.mailsOf('reset-password');
    expect(kit.mailJobs()).toHaveLength(1);
    expect(mail).toMatchObject({ to: 'ann@example.com', data: { firstName: user.firstName } });
    expect(mail!.data.resetUrl.startsWith(`${TEST_SITE_ORIGIN}/reset-password/`)).toBe(true);
    const token = tokenFromLink(mail!.data.resetUrl);
    const stored = await kit.authTokens.findValid(kit.tokens.hashToken(token), 'reset-password', kit.clock.now());
    expect(stored).toMatchObject({ userId: user.id, usedAt: null });
    expect(stored!.expiresAt.getTime()).toBe(kit.clock.now().getTime() + HOUR_MS);
    expect(kit.mailJobs()[0]!.idempotencyKey).toBe(`reset-password:${stored!.id}`);
  });

  it('answers an unknown address the same way and sends nothing', async () => {
    const { kit, forgotPassword } = setUp();

    await expect(forgotPassword.execute({ email: 'nobody@example.com', ipAddress: IP })).resolves.toBeUndefined();

    expect(kit.jobs.jobs).toEqual([]);
  });

  it('also serves an unverified account (the reset will verify it)', async () => {
    const { kit, forgotPassword } = setUp();
    const user = await kit.givenUser(aUser().unverified());

    await forgotPassword.execute({ email: user.email, ipAddress: IP });

    expect(kit.mailsOf('reset-password')).toHaveLength(1);
  });

  it('replaces the earlier link with each new request', async () => {
    const { kit, forgotPassword } = setUp();
    const user = await kit.givenUser(aUser().verified());

    await forgotPassword.execute({ email: user.email, ipAddress: IP });
    await forgotPassword.execute({ email: user.email, ipAddress: IP });

    const [first, second] = kit.mailsOf('reset-password').map((mail) => tokenFromLink(mail.data.resetUrl));
    const now = kit.clock.now();
    expect(await kit.authTokens.findValid(kit.tokens.hashToken(first!), 'reset-password', now)).toBeNull();
    expect(await kit.authTokens.findValid(kit.tokens.hashToken(second!), 'reset-password', now)).not.toBeNull();
  });

  // ASVS 5.0 2.4.1 and 16.3.3: at most 3 reset emails an hour to an address, the rest logged.
  it('sends at most 3 an hour per address, answering the rest the same way', async () => {
    const { kit, forgotPassword } = setUp();
    const user = await kit.givenUser(aUser().verified());

    for (let i = 0; i < 7; i += 1) {
      await expect(forgotPassword.execute({ email: user.email, ipAddress: `198.51.100.${i}` })).resolves.toBeUndefined();
    }
    expect(kit.mailsOf('reset-password')).toHaveLength(3);
    expect(kit.securityEvents.events).toHaveLength(4);

    kit.clock.advance(HOUR_MS);
    await forgotPassword.execute({ email: user.email, ipAddress: IP });
    expect(kit.mailsOf('reset-password')).toHaveLength(4);
  });

  it('sends at most 20 an hour per IP, whatever the addresses, unknown ones included', async () => {
    const { kit, forgotPassword } = setUp();
    const user = await kit.givenUser(aUser().verified());
    for (let i = 0; i < 20; i += 1) {
      await forgotPassword.execute({ email: `nobody${i}@example.com`, ipAddress: IP });
    }

    await expect(forgotPassword.execute({ email: user.email, ipAddress: IP })).resolves.toBeUndefined();
    expect(kit.jobs.jobs).toEqual([]);

    await forgotPassword.execute({ email: user.email, ipAddress: '198.51.100.1' });
    expect(kit.mailsOf('reset-password')).toHaveLength(1);
  });
});
