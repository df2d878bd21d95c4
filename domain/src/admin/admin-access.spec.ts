import { InMemoryTwoFactorRepository } from '../testing/in-memory-two-factor.repository';
import { adminAccessOf } from './admin-access';
import { CheckAdminAccessUseCase } from './use-cases/check-admin-access.use-case';

describe('admin access', () => {
  it('hides the console from anonymous callers and customers, even a customer with two-factor sign-in', () => {
    expect(adminAccessOf(null)).toBe('hidden');
    expect(adminAccessOf({ role: 'customer', twoFactorEnabled: false })).toBe('hidden');
    expect(adminAccessOf({ role: 'customer', twoFactorEnabled: true })).toBe('hidden');
  });

  it('asks an admin without two-factor sign-in to turn it on, and lets one with it in', () => {
    expect(adminAccessOf({ role: 'admin', twoFactorEnabled: false })).toBe('two-factor-required');
    expect(adminAccessOf({ role: 'admin', twoFactorEnabled: true })).toBe('granted');
  });

  it('counts a pending enrolment as not enabled', async () => {
    const twoFactor = new InMemoryTwoFactorRepository();
    const check = new CheckAdminAccessUseCase(twoFactor);
    const admin = { id: 'admin-1', role: 'admin' as const };
    const credential = { userId: admin.id, secret: 'JBSWY3DPEHPK3PXP', enabledAt: null, lastUsedStep: null, createdAt: new Date(0) };

    expect(await check.execute(admin)).toBe('two-factor-required');
    await twoFactor.savePending(credential);
    expect(await check.execute(admin)).toBe('two-factor-required');
    await twoFactor.enable(credential, new Date(1_000), 1, []);
    expect(await check.execute(admin)).toBe('granted');
    expect(await check.execute({ id: admin.id, role: 'customer' })).toBe('hidden');
    expect(await check.execute(null)).toBe('hidden');
  });
});
