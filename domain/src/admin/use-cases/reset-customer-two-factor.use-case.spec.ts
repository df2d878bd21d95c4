import { createAccountTestKit, rejectionOf } from '../../testing/account-test-kit';
import { aUser } from '../../testing/builders';
import { pageRequest } from '../../shared/page';
import { AuditTrail } from '../audit-trail';
import { ResetCustomerTwoFactorUseCase } from './reset-customer-two-factor.use-case';

const SUPPORT = { userId: 'admin-1', email: 'support@pointforge.example', ip: '203.0.113.9', requestId: 'req-1' };

async function setUp() {
  const kit = createAccountTestKit();
  const audit = new AuditTrail(kit.auditLog, kit.tokens, kit.clock);
  const reset = new ResetCustomerTwoFactorUseCase(kit.users, kit.twoFactor, kit.sessions, audit, kit.transaction, kit.tokens, kit.jobs, kit.links);
  const account = await kit.givenTwoFactorUser(aUser().verified().withEmail('lost.phone@example.com'));
  const auditEntries = async () => (await kit.auditLog.list({}, pageRequest())).items;
  return { kit, reset, account, auditEntries };
}

describe('ResetCustomerTwoFactorUseCase (support)', () => {
  it('removes the factor and every recovery code, ends every session of the owner, audits and emails the owner', async () => {
    const { kit, reset, account, auditEntries } = await setUp();
    const sessions = [await kit.givenSession(account.user.id, 'password-and-code'), await kit.givenSession(account.user.id, 'recovery-code')];
    const bystander = await kit.givenSession((await kit.givenUser(aUser().verified())).id);

    await reset.execute({ customerId: account.user.id, actor: SUPPORT });

    expect(await kit.twoFactor.findByUserId(account.user.id)).toBeNull();
    expect(await kit.twoFactor.countUnusedRecoveryCodes(account.user.id)).toBe(0);
    for (const { session } of sessions) expect(await kit.sessions.findById(session.id)).toBeNull();
    expect(await kit.sessions.findById(bystander.session.id)).not.toBeNull();
    const [entry] = await auditEntries();
    expect(entry).toMatchObject({
      actor: SUPPORT,
      action: 'user.two_factor_reset',
      target: { type: 'user', id: account.user.id },
      before: { email: 'lost.phone@example.com', twoFactorEnabled: true },
      after: { email: 'lost.phone@example.com', twoFactorEnabled: false, sessionsEnded: true, ownerEmailed: true },
    });
    expect(kit.mailsOf('two-factor-reset-by-support')).toEqual([
      {
        to: 'lost.phone@example.com',
        template: 'two-factor-reset-by-support',
        data: { firstName: account.user.firstName, loginUrl: 'https://pointforge.test/login', resetUrl: 'https://pointforge.test/forgot-password' },
      },
    ]);
  });

  it('refuses an account without two-factor sign-in (409) and an unknown one (404), changing nothing', async () => {
    const { kit, reset, auditEntries } = await setUp();
    const plain = await kit.givenUser(aUser().verified());

    expect(await rejectionOf(reset.execute({ customerId: plain.id, actor: SUPPORT }))).toMatchObject({
      kind: 'conflict',
      code: 'ADMIN.TWO_FACTOR_NOT_ENABLED',
    });
    expect(await rejectionOf(reset.execute({ customerId: 'no-such-user', actor: SUPPORT }))).toMatchObject({ kind: 'not_found' });
    expect(await auditEntries()).toEqual([]);
    expect(kit.mailJobs()).toEqual([]);
  });
});
