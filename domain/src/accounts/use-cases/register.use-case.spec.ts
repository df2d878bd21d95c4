import { HOUR_MS } from '../../shared/time';
import { createAccountTestKit, rejectionOf, TEST_SITE_ORIGIN, tokenFromLink } from '../../testing/account-test-kit';
import { createAccountUseCases } from '../../testing/account-use-cases';
import { aUser } from '../../testing/builders';
import type { RegisterInput } from './register.use-case';

function setUp() {
  const kit = createAccountTestKit();
  const { register } = createAccountUseCases(kit);
  return { kit, register };
}

const input: RegisterInput = {
  email: '  Ann.Surveyor@Example.COM ',
  password: 'a long enough secret',
  firstName: '  Ann ',
  lastName: 'Surveyor',
  company: '   ',
};

describe('RegisterUseCase', () => {
  it('creates an unverified user with a normalised email, trimmed names and the default preferences', async () => {
    const { kit, register } = setUp();

    await expect(register.execute(input)).resolves.toBeUndefined();

    const user = await kit.users.findByEmail('ann.surveyor@example.com');
    expect(user).toMatchObject({
      email: 'ann.surveyor@example.com',
      firstName: 'Ann',
      lastName: 'Surveyor',
      company: null,
      isVerified: false,
      emailNewsletter: true,
      emailProductUpdates: true,
      emailPromotions: false,
      hasHeldLicense: false,
      role: 'customer',
      createdAt: kit.clock.now(),
    });
    expect(await kit.hasher.verify(user!.passwordHash, 'a long enough secret')).toBe(true);
  });

  it('emails a 24-hour verification link whose token is stored only as its hash, after the user exists', async () => {
    const { kit, register } = setUp();

    await register.execute(input);

    const user = (await kit.users.findByEmail('ann.surveyor@example.com'))!;
    const [job] = kit.mailJobs();
    expect(kit.mailJobs()).toHaveLength(1);
    // ASVS 5.0 2.2.1: the address is not verified yet, so the name typed with it is not quoted.
    expect(job!.message).toMatchObject({ to: user.email, template: 'verify-email', data: { firstName: null } });
    const link = (job!.message.data as { verifyUrl: string }).verifyUrl;
    expect(link.startsWith(`${TEST_SITE_ORIGIN}/verify-email/`)).toBe(true);

    const token = tokenFromLink(link);
    const stored = await kit.authTokens.findValid(kit.tokens.hashToken(token), 'verify-email', kit.clock.now());
    expect(stored).toMatchObject({ userId: user.id, purpose: 'verify-email', usedAt: null });
    expect(stored!.tokenHash).not.toBe(token);
    expect(stored!.expiresAt.getTime()).toBe(kit.clock.now().getTime() + 24 * HOUR_MS);
    expect(job!.idempotencyKey).toBe(`verify-email:${stored!.id}`);
    expect(kit.jobs.jobs[0]!.jobId).toBe(job!.idempotencyKey);
  });

  it('carries a safe destination after sign-in (a checkout) in the verification link, and drops one off the site', async () => {
    const { kit, register } = setUp();

    await register.execute({ ...input, redirect: '/checkout/enterprise?billingType=annual' });
    await register.execute({ email: 'someone.else@example.com', password: 'a long enough secret', redirect: '//evil.example/checkout' });

    const [toCheckout, dropped] = kit.mailJobs().map((job) => new URL((job.message.data as { verifyUrl: string }).verifyUrl));
    expect(toCheckout!.searchParams.get('redirect')).toBe('/checkout/enterprise?billingType=annual');
    expect(toCheckout!.pathname.startsWith('/verify-email/')).toBe(true);
    expect(dropped!.search).toBe('');
  });

  it('stores missing optional fields as null and mails a null first name', async () => {
    const { kit, register } = setUp();

    await register.execute({ email: 'bob@example.com', password: 'a long enough secret' });

    expect(await kit.users.findByEmail('bob@example.com')).toMatchObject({
      firstName: null,
      lastName: null,
      company: null,
    });
    expect(kit.mailsOf('verify-email')[0]!.data.firstName).toBeNull();
  });

  it('answers an existing email exactly like a new one, and mails its verified owner "you already have an account" by name', async () => {
    const { kit, register } = setUp();
    const owner = await kit.givenUser(aUser().withEmail('ann.surveyor@example.com').verified());
    const hash = jest.spyOn(kit.hasher, 'hash');

    const existingResult = await register.execute(input);
    const newResult = await register.execute({ ...input, email: 'someone.new@example.com' });

    expect(existingResult).toEqual(newResult);
    expect(hash).toHaveBeenCalledTimes(2);
    expect(await kit.users.findById(owner.id)).toEqual(owner);
    expect(kit.mailJobs().map((job) => [job.message.to, job.message.template])).toEqual([
      ['ann.surveyor@example.com', 'account-exists'],
      ['someone.new@example.com', 'verify-email'],
    ]);
    expect(kit.mailsOf('account-exists')[0]!.data).toEqual({
      firstName: owner.firstName,
      loginUrl: `${TEST_SITE_ORIGIN}/login`,
      resetUrl: `${TEST_SITE_ORIGIN}/forgot-password`,
    });
  });

  it('gives each repeated attempt on an existing email its own idempotency key', async () => {
    const { kit, register } = setUp();
    await kit.givenUser(aUser().withEmail('ann.surveyor@example.com'));

    await register.execute(input);
    await register.execute(input);

    const keys = kit.mailJobs().map((job) => job.idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(2);
    for (const key of keys) expect(key).toMatch(/^account-exists:/);
  });

  it('treats losing a registration race (EMAIL_TAKEN from create) as an existing email', async () => {
    const { kit, register } = setUp();
    const winner = await kit.givenUser(aUser().withEmail('ann.surveyor@example.com').withName(null));
    jest.spyOn(kit.users, 'findByEmail').mockResolvedValueOnce(null);

    await expect(register.execute(input)).resolves.toBeUndefined();

    expect(kit.mailJobs()).toHaveLength(1);
    expect(kit.mailsOf('account-exists')).toEqual([expect.objectContaining({ to: winner.email, data: expect.objectContaining({ firstName: null }) })]);
  });

  it('enqueues nothing when storing the user fails for another reason', async () => {
    const { kit, register } = setUp();
    jest.spyOn(kit.users, 'create').mockRejectedValueOnce(new Error('database down'));

    await expect(register.execute(input)).rejects.toThrow('database down');

    expect(kit.jobs.jobs).toEqual([]);
  });

  it.each([
    ['too short', 'short', 'ACCOUNTS.PASSWORD_TOO_SHORT'],
    ['too long', 'x'.repeat(129), 'ACCOUNTS.PASSWORD_TOO_LONG'],
    ['common', 'Password1', 'ACCOUNTS.PASSWORD_TOO_COMMON'],
  ])('refuses a %s password on the password field, storing and sending nothing', async (_, password, code) => {
    const { kit, register } = setUp();

    const error = await rejectionOf(register.execute({ ...input, password }));

    expect(error).toMatchObject({ kind: 'invalid', code });
    expect(error.details.errors).toEqual([{ field: 'password', message: error.message }]);
    expect(await kit.users.findByEmail('ann.surveyor@example.com')).toBeNull();
    expect(kit.jobs.jobs).toEqual([]);
  });

  it('leaves no user behind when storing the verification link fails, so the address can register again', async () => {
    const { kit, register } = setUp();
    const add = kit.authTokens.add.bind(kit.authTokens);
    kit.authTokens.add = async () => {
      throw new Error('connection lost');
    };

    await expect(register.execute(input)).rejects.toThrow('connection lost');

    expect(await kit.users.findByEmail('ann.surveyor@example.com')).toBeNull();
    expect(kit.jobs.jobs).toEqual([]);
    kit.authTokens.add = add;
    await register.execute(input);
    expect(kit.mailsOf('verify-email')).toHaveLength(1);
  });

  it('refuses the password policy the same way for an existing email', async () => {
    const { kit, register } = setUp();
    await kit.givenUser(aUser().withEmail('ann.surveyor@example.com'));

    const error = await rejectionOf(register.execute({ ...input, password: 'short' }));

    expect(error.code).toBe('ACCOUNTS.PASSWORD_TOO_SHORT');
    expect(kit.jobs.jobs).toEqual([]);
  });

  it('refuses an invalid email on the email field', async () => {
    const { kit, register } = setUp();

    const error = await rejectionOf(register.execute({ ...input, email: 'not-an-email' }));

    expect(error).toMatchObject({ kind: 'invalid', code: 'ACCOUNTS.EMAIL_INVALID' });
    expect(error.details.errors).toEqual([{ field: 'email', message: 'Please enter a valid email address.' }]);
    expect(kit.jobs.jobs).toEqual([]);
  });

  it('refuses a name over its maximum length, naming the field', async () => {
    const { register } = setUp();

    const error = await rejectionOf(register.execute({ ...input, lastName: 'x'.repeat(51) }));

    expect(error).toMatchObject({ kind: 'invalid', code: 'ACCOUNTS.PROFILE_INVALID' });
    expect(error.details.errors).toEqual([{ field: 'lastName', message: 'Last name must be at most 50 characters.' }]);
  });

  it('refuses a link as a name, naming the field, and creates nobody', async () => {
    const { kit, register } = setUp();

    const error = await rejectionOf(register.execute({ ...input, firstName: 'Your account is suspended, visit https://evil.example/x' }));

    expect(error.details.errors).toEqual([{ field: 'firstName', message: 'First name must be at most 50 characters.' }]);
    const short = await rejectionOf(register.execute({ ...input, firstName: 'visit evil.example' }));
    expect(short.details.errors).toEqual([{ field: 'firstName', message: 'First name may contain only letters, spaces, apostrophes, hyphens and dots.' }]);
    expect(await kit.users.findByEmail('ann.surveyor@example.com')).toBeNull();
  });

  // ASVS 5.0 2.4.1 and 16.3.3: registering someone's address again and again does not flood their inbox.
  it('mails the owner of an address at most 3 times an hour however often it is registered, and logs the rest', async () => {
    const { kit, register } = setUp();
    await kit.givenUser(aUser().withEmail('ann.surveyor@example.com').verified());

    for (let attempt = 0; attempt < 10; attempt += 1) await expect(register.execute(input)).resolves.toBeUndefined();

    expect(kit.mailsOf('account-exists')).toHaveLength(3);
    expect(kit.securityEvents.events).toHaveLength(7);
    expect(kit.securityEvents.events[0]).toEqual({ type: 'mail-suppressed', mail: 'account-exists', recipient: 'ann.surveyor@example.com' });
    kit.clock.advance(HOUR_MS);
    await register.execute(input);
    expect(kit.mailsOf('account-exists')).toHaveLength(4);
  });
});
