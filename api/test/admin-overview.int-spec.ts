import { DAY_MS } from '@pointforge/domain';
import { aLicense, aUser } from '@pointforge/domain/testing';
import { createTypeormRepositories, type Repositories } from '@pointforge/infra';
import { aContactMessage, aDemoRequest, aLedgerKey, anOverview, givenSubscription, givenUser } from '@pointforge/infra/testing/repository-fixtures';
import { testTwoFactorSecrets } from '@pointforge/infra/testing/two-factor-secrets';
import { startEmbeddedStack, startProductionStack } from './support/accounts-stack';
import { Browser, newClientIp } from './support/browser';
import { consoleAdmin } from './support/console-admins';
import { validationFailure } from './support/refusals';
import { stackSuite, type StartStack } from './support/stack-suite';

const STACKS: Array<[string, StartStack]> = [
  ['MariaDB, Redis, worker, SMTP', startProductionStack],
  ['embedded default: SQLite, in-process jobs, file outbox', startEmbeddedStack],
];

interface AuditEntryBody {
  at: string;
  action: string;
  actor: { email: string };
  target: { type: string; id: string | null };
}

/**
 * The console's landing counts (GET /api/admin/overview) over seeded rows, and the audit
 * log's default view and filters (GET /api/admin/audit), on both ways to run.
 */
describe.each(STACKS)('operator console: overview and audit log (%s)', (_name, startStack) => {
  const { stack, users } = stackSuite('admin_overview', { start: startStack, usersLabel: 'overview' });
  const admin = consoleAdmin(stack, users);
  const audit = async (query: string) =>
    (await admin.browser.get(`/api/admin/audit${query}`)) as { status: number; body: { total: number; entries: AuditEntryBody[] } };

  /** Customers, licences, subscriptions, leads and disputes, written straight to the database. */
  async function seed(repositories: Repositories): Promise<void> {
    const now = Date.now();
    const ann = await givenUser(repositories, aUser().verified().withEmail(users.newEmail('ann')).build());
    const bo = await givenUser(repositories, aUser().verified().withEmail(users.newEmail('bo')).build());
    const cy = await givenUser(repositories, aUser().unverified().withEmail(users.newEmail('cy')).build());
    await repositories.twoFactor.savePending({
      userId: ann.id,
      secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
      enabledAt: null,
      lastUsedStep: null,
      createdAt: new Date(now),
    });
    await repositories.twoFactor.enable({ userId: ann.id, secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' }, new Date(now), 1, []);

    const trial = (userId: string, days: number) =>
      aLicense()
        .ownedBy(userId)
        .trial()
        .expiringAt(new Date(now + days * DAY_MS))
        .build();
    await repositories.licenses.issueTrialOnce(trial(ann.id, 7), aLedgerKey());
    await repositories.licenses.issueTrialOnce(trial(bo.id, 3), aLedgerKey());
    await repositories.licenses.issueTrialOnce(trial(cy.id, -1), aLedgerKey());
    const paying = await givenSubscription(repositories, bo.id, { status: 'active' });
    await givenSubscription(repositories, cy.id, { status: 'cancelled' });
    await repositories.licenses.issueForSubscriptionOnce(
      aLicense()
        .ownedBy(bo.id)
        .forSubscription(paying.id)
        .expiringAt(new Date(now + 30 * DAY_MS))
        .build(),
    );

    for (const status of ['pending', 'pending', 'contacted', 'closed'] as const) await repositories.leads.saveDemoRequest(aDemoRequest({ status }));
    await repositories.leads.saveContactMessage(aContactMessage({ status: 'read' }));
    const dispute = {
      saleId: 'SALE-1',
      reason: null,
      outcome: null,
      amount: null,
      openedAt: new Date(now),
      updatedAt: new Date(now),
      subscriptionId: paying.id,
    };
    await repositories.disputes.save({ ...dispute, disputeId: 'PP-D-OPEN', status: 'OPEN' });
    await repositories.disputes.save({ ...dispute, disputeId: 'PP-D-DONE', status: 'RESOLVED' });
  }

  it('counts customers (the admin left out), running trials, subscriptions, licences and leads by status, open disputes and failed jobs; the read is audited', async () => {
    await seed(createTypeormRepositories(stack.dataSource, testTwoFactorSecrets()));

    const overview = await admin.browser.get('/api/admin/overview');
    expect(overview.status).toBe(200);
    expect(Date.now() - Date.parse(overview.body.asOf)).toBeLessThan(60_000);
    expect(overview.body).toEqual({
      success: true,
      asOf: overview.body.asOf,
      failedJobs: 0,
      ...anOverview({
        customers: { total: 3, verified: 2, twoFactor: 1 },
        trialsRunning: 2,
        subscriptions: { active: 1, cancelled: 1 },
        licenses: { active: 3, expired: 1 },
        demo: { pending: 2, contacted: 1, closed: 1 },
        contact: { read: 1 },
        openDisputes: 1,
      }),
    });
    const views = await audit('?action=admin.view');
    expect(views.body.entries.map((entry) => entry.target)).toContainEqual({ type: 'admin_route', id: 'GET /api/admin/overview' });
  });

  it('lists changes only by default (the reads behind views=true), filtered by action, actor, target and time', async () => {
    const lead = aDemoRequest();
    await createTypeormRepositories(stack.dataSource, testTwoFactorSecrets()).leads.saveDemoRequest(lead);
    expect((await admin.browser.patch(`/api/admin/leads/demo/${lead.id}`, { status: 'contacted' })).status).toBe(200);
    expect((await admin.browser.get('/api/admin/leads?type=demo')).status).toBe(200);

    const changes = await audit('');
    expect(changes.status).toBe(200);
    expect(changes.body.entries.length).toBeGreaterThan(0);
    expect(changes.body.entries.filter((entry) => entry.action === 'admin.view')).toEqual([]);
    const withViews = await audit('?views=true');
    expect(withViews.body.total).toBeGreaterThan(changes.body.total);
    expect(withViews.body.entries.some((entry) => entry.action === 'admin.view')).toBe(true);

    const [move] = (await audit(`?action=demo_request.status_changed&target=${lead.id}`)).body.entries;
    expect(move).toMatchObject({ action: 'demo_request.status_changed', actor: { email: admin.email }, target: { type: 'demo_request', id: lead.id } });
    expect((await audit('?action=license.suspended')).body.total).toBe(0);
    expect((await audit(`?actor=${encodeURIComponent(admin.email)}&action=demo_request.status_changed`)).body.total).toBe(1);
    expect((await audit(`?actor=someone.else%40example.com&target=${lead.id}`)).body.total).toBe(0);

    const at = new Date(move!.at).getTime();
    const inRange = (from: number, to: number) => audit(`?target=${lead.id}&from=${new Date(from).toISOString()}&to=${new Date(to).toISOString()}`);
    expect((await inRange(at, at + 1)).body.total).toBe(1);
    expect((await inRange(at + 1, at + DAY_MS)).body.total).toBe(0);
    expect((await inRange(at - DAY_MS, at)).body.total).toBe(0);
    expect((await audit(`?target=${lead.id}&from=${new Date(at).toISOString().slice(0, 10)}`)).body.total).toBe(1);
  });

  it('refuses an unknown action, a date that is not ISO 8601 and views other than true or false, naming each field', async () => {
    const refused = await admin.browser.get('/api/admin/audit?action=lead.deleted&from=yesterday&to=2026-13-01&views=yes');
    expect({ status: refused.status, body: refused.body }).toEqual({
      status: 400,
      body: validationFailure({
        action: 'action must be one of the audit log’s actions.',
        from: 'from must be a date or an instant (ISO 8601), such as 2026-11-28 or 2026-11-28T00:00:00Z.',
        to: 'to must be a date or an instant (ISO 8601), such as 2026-11-28 or 2026-11-28T00:00:00Z.',
        views: 'views must be true or false.',
      }),
    });
    // ISO 8601 forms that Date cannot read (a week date, a local time without its offset) are refused too, not read as nothing.
    const unreadable = await admin.browser.get('/api/admin/audit?from=2026-W48&to=2026-11-28T10:00');
    expect({ status: unreadable.status, fields: (unreadable.body as { errors: { field: string }[] }).errors.map((error) => error.field) }).toEqual({
      status: 400,
      fields: ['from', 'to'],
    });
    expect((await new Browser(stack.http, newClientIp()).get('/api/admin/overview')).status).toBe(404);
  });
});
