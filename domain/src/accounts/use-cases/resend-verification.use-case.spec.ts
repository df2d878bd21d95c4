import { HOUR_MS } from '../../shared/time';
import { createAccountTestKit, TEST_SITE_ORIGIN, tokenFromLink } from '../../testing/account-test-kit';
import { createAccountUseCases } from '../../testing/account-use-cases';
import { aUser } from '../../testing/builders';

function setUp() {
  const kit = createAccountTestKit();
  return { kit, resend: createAccountUseCases(kit).resendVerification };
}

describe('ResendVerificationUseCase', () => {
  it('sends an unverified user a new 24-hour link, the earlier one still working beside it', async () => {
    const { kit, resend } = setUp();
    const user = await kit.givenUser(aUser().unverified().withEmail('ann@example.com').withName(null));

    await expect(resend.execute({ email: ' ANN@example.com' })).resolves.toBeUndefined();
    await resend.execute({ user });

    const mails = kit.mailsOf('verify-email');
    expect(mails).toHaveLength(2);
    expect(mails[0]).toMatchObject({ to: 'ann@example.com', data: { firstName: null } });
    expect(mails[1]!.data.verifyUrl.startsWith(`${TEST_SITE_ORIGIN}/verify-email/`)).toBe(true);
    const [first, second] = mails.map((mail) => tokenFromLink(mail.data.verifyUrl));
    const now = kit.clock.now();
    expect(await kit.authTokens.findValid(kit.tokens.hashToken(first!), 'verify-email', now)).not.toBeNull();
    const stored = await kit.authTokens.findValid(kit.tokens.hashToken(second!), 'verify-email', now);
    expect(stored).toMatchObject({ userId: user.id, expiresAt: new Date(now.getTime() + 24 * HOUR_MS) });
    expect(kit.mailJobs()[1]!.idempotencyKey).toBe(`verify-email:${stored!.id}`);
  });

  it('does nothing, silently, for an unknown or a verified address', async () => {
    const { kit, resend } = setUp();
    const verified = await kit.givenUser(aUser().verified());

    await expect(resend.execute({ email: 'nobody@example.com' })).resolves.toBeUndefined();
    await expect(resend.execute({ email: verified.email })).resolves.toBeUndefined();
    await expect(resend.execute({ user: verified })).resolves.toBeUndefined();

    expect(kit.jobs.jobs).toEqual([]);
  });

  // ASVS 5.0 2.4.1: at most 3 verification emails an hour to an address.
  it('sends at most 3 an hour per address, skipping the rest silently and logging them', async () => {
    const { kit, resend } = setUp();
    const ann = await kit.givenUser(aUser().unverified());
    const bob = await kit.givenUser(aUser().unverified());

    for (let i = 0; i < 5; i += 1) {
      await expect(resend.execute({ user: ann })).resolves.toBeUndefined();
    }
    await resend.execute({ user: bob });
    expect(kit.mailsOf('verify-email').map((mail) => mail.to)).toEqual([ann.email, ann.email, ann.email, bob.email]);
    expect(kit.securityEvents.events).toEqual([
      { type: 'mail-suppressed', mail: 'verify-email', recipient: ann.email },
      { type: 'mail-suppressed', mail: 'verify-email', recipient: ann.email },
    ]);

    kit.clock.advance(HOUR_MS);
    await resend.execute({ email: ann.email });
    expect(kit.mailsOf('verify-email')).toHaveLength(5);
  });
});
