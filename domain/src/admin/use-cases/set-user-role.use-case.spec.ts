import { aUser } from '../../testing/builders';
import { FixedClock } from '../../testing/fixed-clock';
import { createInMemoryRepositories } from '../../testing/in-memory-repositories';
import { SequentialTokenGenerator } from '../../testing/sequential-token-generator';
import { pageRequest } from '../../shared/page';
import { AuditTrail } from '../audit-trail';
import { SetUserRoleUseCase } from './set-user-role.use-case';

function setUp() {
  const repositories = createInMemoryRepositories();
  const clock = new FixedClock();
  const audit = new AuditTrail(repositories.auditLog, new SequentialTokenGenerator(), clock);
  const setRole = new SetUserRoleUseCase(repositories.users, audit, repositories.transaction);
  const auditEntries = async () => (await repositories.auditLog.list({}, pageRequest())).items;
  return { repositories, clock, setRole, auditEntries };
}

describe('SetUserRoleUseCase (make admin)', () => {
  it('grants the admin role by email and revokes it, each change audited as done by the command line', async () => {
    const { repositories, clock, setRole, auditEntries } = setUp();
    const user = aUser().withEmail('ops@example.com').build();
    await repositories.users.create(user);

    expect(await setRole.execute({ email: 'OPS@example.com', role: 'admin' })).toEqual({
      userId: expect.any(String),
      email: 'ops@example.com',
      before: 'customer',
      after: 'admin',
    });
    expect((await repositories.users.findById(user.id))?.role).toBe('admin');
    clock.advance(1_000);
    expect(await setRole.execute({ email: 'ops@example.com', role: 'customer' })).toEqual({
      userId: user.id,
      email: 'ops@example.com',
      before: 'admin',
      after: 'customer',
    });
    expect((await repositories.users.findById(user.id))?.role).toBe('customer');

    const entries = await auditEntries();
    expect(entries.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ['user.role_changed', { email: 'ops@example.com', role: 'admin' }, { email: 'ops@example.com', role: 'customer' }],
      ['user.role_changed', { email: 'ops@example.com', role: 'customer' }, { email: 'ops@example.com', role: 'admin' }],
    ]);
    expect(entries[0]).toMatchObject({ actor: { userId: null, email: 'command line', ip: null }, target: { type: 'user', id: user.id } });
  });

  it('changes and audits nothing when the role is already that', async () => {
    const { repositories, setRole, auditEntries } = setUp();
    await repositories.users.create(aUser().withEmail('ops@example.com').admin().build());

    expect(await setRole.execute({ email: 'ops@example.com', role: 'admin' })).toEqual({
      userId: expect.any(String),
      email: 'ops@example.com',
      before: 'admin',
      after: 'admin',
    });
    expect(await auditEntries()).toEqual([]);
  });

  it('refuses an address no account has', async () => {
    const { setRole, auditEntries } = setUp();
    await expect(setRole.execute({ email: 'nobody@example.com', role: 'admin' })).rejects.toMatchObject({
      kind: 'not_found',
      message: 'No account has the email nobody@example.com.',
    });
    expect(await auditEntries()).toEqual([]);
  });
});
