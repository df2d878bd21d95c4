import { expect, it } from '@jest/globals';
import { pageRequest, type AuditEntry } from '@pointforge/domain';
import { later, T0, type RepositoriesSetup } from '../../testing/repository-fixtures';
import { describeRepositoryContract } from '../../testing/repository-contract';

let sequence = 0;

function anEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  sequence += 1;
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    at: T0,
    actor: { userId: 'admin-1', email: 'ops@pointforge.example', ip: '2001:db8::1', requestId: 'req-0000000001' },
    action: 'demo_request.status_changed',
    target: { type: 'demo_request', id: 'demo-1' },
    before: { status: 'pending' },
    after: { status: 'contacted', note: 'Rang them 🛰️, "demo" on Friday' },
    ...overrides,
  };
}

export function describeAuditLogContract(name: string, setup: RepositoriesSetup): void {
  describeRepositoryContract(`AuditLogPort: ${name}`, setup, (given) => {
    it('reads entries back unchanged (before and after as JSON, nulls kept), newest first', async () => {
      const older = anEntry();
      const newer = anEntry({
        at: later(T0, 1),
        actor: { userId: null, email: 'command line', ip: null, requestId: null },
        target: { type: 'admin_route', id: null },
        before: null,
        after: null,
      });
      await given.repositories.auditLog.append(older);
      await given.repositories.auditLog.append(newer);

      expect(await given.repositories.auditLog.list({}, pageRequest())).toEqual({
        items: [newer, older],
        pageSize: 25,
        nextCursor: null,
        total: 2,
        totalCapped: false,
      });
    });

    it('orders entries of the same millisecond by id, and pages them', async () => {
      const entries = Array.from({ length: 5 }, () => anEntry());
      for (const entry of entries) await given.repositories.auditLog.append(entry);

      const page1 = await given.repositories.auditLog.list({}, pageRequest(undefined, 2));
      const page2 = await given.repositories.auditLog.list({}, pageRequest(page1.nextCursor ?? undefined, 2));
      const page3 = await given.repositories.auditLog.list({}, pageRequest(page2.nextCursor ?? undefined, 2));
      expect(page2).toMatchObject({ pageSize: 2, total: 5, nextCursor: expect.any(String) });
      expect(page2.items.map((entry) => entry.id)).toEqual([entries[2]?.id, entries[1]?.id]);
      expect(page3).toMatchObject({ items: [{ id: entries[0]?.id }], nextCursor: null });
    });

    it('filters by the actor (user id or lower-cased email) and by the target id', async () => {
      const byAnn = anEntry({ actor: { userId: 'ann-id', email: 'ann@example.com', ip: null, requestId: null } });
      const byBo = anEntry({ at: later(T0, 1), target: { type: 'contact_message', id: 'contact-7' } });
      await given.repositories.auditLog.append(byAnn);
      await given.repositories.auditLog.append(byBo);

      expect((await given.repositories.auditLog.list({ actor: 'ann-id' }, pageRequest())).items).toEqual([byAnn]);
      expect((await given.repositories.auditLog.list({ actor: 'ann@example.com' }, pageRequest())).items).toEqual([byAnn]);
      expect((await given.repositories.auditLog.list({ targetId: 'contact-7' }, pageRequest())).items).toEqual([byBo]);
      expect((await given.repositories.auditLog.list({ actor: 'ann-id', targetId: 'contact-7' }, pageRequest())).total).toBe(0);
    });

    it('lists changes only unless views are asked for: a read (admin.view) is kept but not listed by default', async () => {
      const change = anEntry();
      const view = anEntry({ at: later(T0, 1), action: 'admin.view', target: { type: 'queue_dashboard', id: 'GET /admin/queues' }, before: null, after: null });
      await given.repositories.auditLog.append(change);
      await given.repositories.auditLog.append(view);

      expect(await given.repositories.auditLog.list({}, pageRequest())).toMatchObject({ items: [change], total: 1 });
      expect(await given.repositories.auditLog.list({ includeViews: true }, pageRequest())).toMatchObject({ items: [view, change], total: 2 });
    });

    it('filters by action (reads included when asked by name) and by time, from inclusive, to exclusive', async () => {
      const suspended = anEntry({ action: 'license.suspended', target: { type: 'license', id: 'license-1' } });
      const moved = anEntry({ at: later(T0, 1) });
      const view = anEntry({ at: later(T0, 2), action: 'admin.view', target: { type: 'admin_route', id: 'GET /api/admin/leads' }, before: null, after: null });
      for (const entry of [suspended, moved, view]) await given.repositories.auditLog.append(entry);

      expect((await given.repositories.auditLog.list({ action: 'license.suspended' }, pageRequest())).items).toEqual([suspended]);
      expect((await given.repositories.auditLog.list({ action: 'admin.view' }, pageRequest())).items).toEqual([view]);
      expect((await given.repositories.auditLog.list({ from: later(T0, 1) }, pageRequest())).items).toEqual([moved]);
      expect((await given.repositories.auditLog.list({ to: later(T0, 1) }, pageRequest())).items).toEqual([suspended]);
      expect((await given.repositories.auditLog.list({ from: T0, to: later(T0, 3), includeViews: true }, pageRequest())).total).toBe(3);
      expect((await given.repositories.auditLog.list({ action: 'license.suspended', from: later(T0, 1) }, pageRequest())).total).toBe(0);
    });

    it('offers no way to change or remove an entry', () => {
      const methods = Object.getOwnPropertyNames(Object.getPrototypeOf(given.repositories.auditLog)).filter((method) => method !== 'constructor');
      expect(methods.sort()).toEqual(['append', 'list']);
    });
  });
}
