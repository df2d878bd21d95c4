import { AuditTrail } from '../../admin/audit-trail';
import type { AuditActor } from '../../admin/audit-entry.entity';
import { pageRequest } from '../../shared/page';
import { createInMemoryRepositories } from '../../testing/in-memory-repositories';
import { FixedClock } from '../../testing/fixed-clock';
import { SequentialTokenGenerator } from '../../testing/sequential-token-generator';
import type { ContactMessage } from '../contact-message.entity';
import type { DemoRequest } from '../demo-request.entity';
import { ListLeadsUseCase } from './list-leads.use-case';
import { MoveLeadStatusUseCase } from './move-lead-status.use-case';

const ACTOR: AuditActor = { userId: 'admin-1', email: 'ops@pointforge.example', ip: '203.0.113.9', requestId: 'req-00000001' };

function demoRequest(id: string, overrides: Partial<DemoRequest> = {}): DemoRequest {
  return {
    id,
    fullName: 'Thandi Nkosi',
    email: 'thandi@mine.example',
    company: 'Deep Level Mining',
    industry: 'mining',
    message: null,
    status: 'pending',
    createdAt: new Date('2026-01-01T10:00:00Z'),
    ...overrides,
  };
}

function contactMessage(id: string, overrides: Partial<ContactMessage> = {}): ContactMessage {
  return {
    id,
    name: 'Pieter',
    email: 'pieter@survey.example',
    subject: 'billing',
    message: 'Please send the invoice again.',
    status: 'unread',
    createdAt: new Date('2026-01-01T10:00:00Z'),
    ...overrides,
  };
}

function setUp() {
  const repositories = createInMemoryRepositories();
  const clock = new FixedClock(new Date('2026-02-01T09:00:00Z'));
  const audit = new AuditTrail(repositories.auditLog, new SequentialTokenGenerator(), clock);
  return {
    repositories,
    move: new MoveLeadStatusUseCase(repositories.leads, audit, repositories.transaction),
    list: new ListLeadsUseCase(repositories.leads),
    auditEntries: async () => (await repositories.auditLog.list({}, pageRequest())).items,
  };
}

describe('MoveLeadStatusUseCase', () => {
  it('moves a demo request along its pipeline and audits each move with before, after and the note', async () => {
    const { repositories, move, auditEntries } = setUp();
    await repositories.leads.saveDemoRequest(demoRequest('demo-1'));

    expect(await move.execute({ type: 'demo', id: 'demo-1', status: 'contacted', note: 'Called, demo on Friday', actor: ACTOR })).toMatchObject({
      type: 'demo',
      id: 'demo-1',
      status: 'contacted',
    });
    await move.execute({ type: 'demo', id: 'demo-1', status: 'qualified', actor: ACTOR });

    expect((await repositories.leads.findDemoRequestById('demo-1'))?.status).toBe('qualified');
    const [latest, first] = await auditEntries();
    expect(first).toEqual({
      id: expect.any(String),
      at: new Date('2026-02-01T09:00:00Z'),
      actor: ACTOR,
      action: 'demo_request.status_changed',
      target: { type: 'demo_request', id: 'demo-1' },
      before: { status: 'pending' },
      after: { status: 'contacted', note: 'Called, demo on Friday' },
    });
    expect(latest).toMatchObject({ before: { status: 'contacted' }, after: { status: 'qualified' } });
  });

  it('refuses an illegal move with 409, changing and auditing nothing', async () => {
    const { repositories, move, auditEntries } = setUp();
    await repositories.leads.saveContactMessage(contactMessage('contact-1', { status: 'archived' }));

    await expect(move.execute({ type: 'contact', id: 'contact-1', status: 'read', actor: ACTOR })).rejects.toMatchObject({
      kind: 'conflict',
      code: 'LEADS.ILLEGAL_STATUS_MOVE',
    });
    expect((await repositories.leads.findContactMessageById('contact-1'))?.status).toBe('archived');
    expect(await auditEntries()).toEqual([]);
  });

  it('keeps the lead as it was when its audit entry cannot be written: no change goes unaudited', async () => {
    const { repositories, move } = setUp();
    await repositories.leads.saveDemoRequest(demoRequest('demo-1'));
    repositories.auditLog.append = async () => {
      throw new Error('audit_log is full');
    };

    await expect(move.execute({ type: 'demo', id: 'demo-1', status: 'contacted', actor: ACTOR })).rejects.toThrow('audit_log is full');
    expect((await repositories.leads.findDemoRequestById('demo-1'))?.status).toBe('pending');
  });

  it('answers not found for an unknown id or a lead of the other type', async () => {
    const { repositories, move } = setUp();
    await repositories.leads.saveContactMessage(contactMessage('contact-1'));

    await expect(move.execute({ type: 'demo', id: 'contact-1', status: 'contacted', actor: ACTOR })).rejects.toMatchObject({
      kind: 'not_found',
      code: 'LEADS.NOT_FOUND',
      message: 'No demo request has this id.',
    });
  });

  it('tells the slower of two operators that the lead changed meanwhile, and rolls back nothing of the winner', async () => {
    const { repositories, move, auditEntries } = setUp();
    await repositories.leads.saveDemoRequest(demoRequest('demo-1'));
    // The other operator's move lands between this one's read and its write.
    const findDemoRequestById = repositories.leads.findDemoRequestById.bind(repositories.leads);
    repositories.leads.findDemoRequestById = async (id) => {
      const read = await findDemoRequestById(id);
      await repositories.leads.moveStatus('demo', id, 'pending', 'contacted');
      return read;
    };

    await expect(move.execute({ type: 'demo', id: 'demo-1', status: 'contacted', actor: ACTOR })).rejects.toMatchObject({
      kind: 'conflict',
      code: 'LEADS.CHANGED_MEANWHILE',
    });
    expect(await auditEntries()).toEqual([]);
  });
});

describe('ListLeadsUseCase', () => {
  it('lists one type newest first, filtered by status and by a search in name, email or company, 25 a page', async () => {
    const { repositories, list } = setUp();
    for (let i = 0; i < 30; i += 1) {
      await repositories.leads.saveDemoRequest(
        demoRequest(`demo-${String(i).padStart(2, '0')}`, { createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)), status: i % 2 ? 'contacted' : 'pending' }),
      );
    }
    await repositories.leads.saveDemoRequest(demoRequest('demo-acme', { company: 'ACME Quarries', createdAt: new Date(Date.UTC(2025, 0, 1)) }));
    await repositories.leads.saveContactMessage(contactMessage('contact-1'));

    const first = await list.execute({ type: 'demo' });
    expect(first).toMatchObject({ pageSize: 25, total: 31, totalCapped: false, nextCursor: expect.any(String) });
    expect(first.items.map((lead) => lead.id).slice(0, 2)).toEqual(['demo-29', 'demo-28']);
    expect(first.items.every((lead) => lead.type === 'demo')).toBe(true);
    const second = await list.execute({ type: 'demo', cursor: first.nextCursor ?? undefined });
    expect(second.nextCursor).toBeNull();
    expect(second.items.map((lead) => lead.id)).toEqual(['demo-04', 'demo-03', 'demo-02', 'demo-01', 'demo-00', 'demo-acme']);

    expect((await list.execute({ type: 'demo', status: 'contacted' })).total).toBe(15);
    expect((await list.execute({ type: 'demo', q: 'acme' })).items.map((lead) => lead.id)).toEqual(['demo-acme']);
    expect((await list.execute({ type: 'contact', q: 'PIETER@' })).items.map((lead) => lead.id)).toEqual(['contact-1']);
  });

  it('refuses a status of the other type and a cursor no page gave', async () => {
    const { list } = setUp();
    await expect(list.execute({ type: 'demo', status: 'read' })).rejects.toMatchObject({ kind: 'invalid', code: 'LEADS.STATUS_INVALID' });
    await expect(list.execute({ type: 'demo', cursor: 'not a cursor' })).rejects.toMatchObject({ kind: 'invalid', details: { errors: [{ field: 'cursor' }] } });
    await expect(list.execute({ type: 'demo', cursor: 'MjAyNi0xMy0wMVQwMDowMDowMC4wMDBafGRlbW8' })).rejects.toMatchObject({ kind: 'invalid' });
  });
});
