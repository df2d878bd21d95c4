import { InMemoryTwoFactorRepository } from '../testing/in-memory-two-factor.repository';
import { adminAccessOf, adminAccessRefusal } from './admin-access';
import { CheckAdminAccessUseCase } from './use-cases/check-admin-access.use-case';

describe('admin access', () => {
  it('hides the console from anonymous callers and customers, even a customer with two-factor sign-in', () => {
    expect(adminAccessOf(null)).toBe('hidden');
    expect(adminAccessOf({ role: 'customer', twoFactorEnabled: false, sessionPassedSecondFactor: false })).toBe('hidden');
    expect(adminAccessOf({ role: 'customer', twoFactorEnabled: true, sessionPassedSecondFactor: true })).toBe('hidden');
  });

  it('asks an admin without two-factor sign-in to turn it on, one whose session skipped it to sign in with it, and lets the rest in', () => {
    expect(adminAccessOf({ role: 'admin', twoFactorEnabled: false, sessionPassedSecondFactor: false })).toBe('two-factor-required');
    expect(adminAccessOf({ role: 'admin', twoFactorEnabled: true, sessionPassedSecondFactor: false })).toBe('second-factor-sign-in-required');
    expect(adminAccessOf({ role: 'admin', twoFactorEnabled: true, sessionPassedSecondFactor: true })).toBe('granted');
  });

  it('refuses an admin without two-factor sign-in, or short of the second factor, with a 403 saying what to do; no one else', () => {
    expect(adminAccessRefusal('two-factor-required')).toMatchObject({
      kind: 'forbidden',
      code: 'ADMIN.TWO_FACTOR_REQUIRED',
      message: 'Turn on two-factor sign-in in your profile to use the admin console.',
    });
    expect(adminAccessRefusal('second-factor-sign-in-required')).toMatchObject({
      kind: 'forbidden',
      code: 'ADMIN.SECOND_FACTOR_SIGN_IN_REQUIRED',
      message: 'Sign out and sign in again with a code from your authenticator app to use the admin console.',
    });
    expect(adminAccessRefusal('hidden')).toBeNull();
    expect(adminAccessRefusal('granted')).toBeNull();
  });

  it('counts a pending enrolment as not enabled, and a password-only session as short of the second factor, even after enrolling', async () => {
    const twoFactor = new InMemoryTwoFactorRepository();
    const check = new CheckAdminAccessUseCase(twoFactor);
    const user = { id: 'admin-1', role: 'admin' as const };
    const passwordOnly = { user, session: { authentication: 'password' as const } };
    const credential = { userId: user.id, secret: 'JBSWY3DPEHPK3PXP', enabledAt: null, lastUsedStep: null, createdAt: new Date(0) };

    expect(await check.execute(passwordOnly)).toBe('two-factor-required');
    await twoFactor.savePending(credential);
    expect(await check.execute(passwordOnly)).toBe('two-factor-required');
    await twoFactor.enable(credential, new Date(1_000), 1, []);
    expect(await check.execute(passwordOnly)).toBe('second-factor-sign-in-required');
    expect(await check.execute({ user, session: { authentication: 'password-and-code' } })).toBe('granted');
    expect(await check.execute({ user, session: { authentication: 'recovery-code' } })).toBe('granted');
    expect(await check.execute({ user: { id: user.id, role: 'customer' }, session: { authentication: 'password-and-code' } })).toBe('hidden');
    expect(await check.execute(null)).toBe('hidden');
  });
});
