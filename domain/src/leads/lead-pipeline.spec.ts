import { DomainError } from '../shared/domain-error';
import { assertLeadMove, LEAD_PIPELINES, LEAD_STATUSES, nextLeadStatuses, type LeadType } from './lead-pipeline';

function refusalOf(move: () => void): DomainError {
  try {
    move();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('the move was allowed');
}

describe('lead pipelines', () => {
  it('moves a demo request pending → contacted → qualified | closed, and no further', () => {
    expect(nextLeadStatuses('demo', 'pending')).toEqual(['contacted']);
    expect(nextLeadStatuses('demo', 'contacted')).toEqual(['qualified', 'closed']);
    expect(nextLeadStatuses('demo', 'qualified')).toEqual([]);
    expect(nextLeadStatuses('demo', 'closed')).toEqual([]);
  });

  it('moves a contact message unread → read → replied | archived, and no further', () => {
    expect(nextLeadStatuses('contact', 'unread')).toEqual(['read']);
    expect(nextLeadStatuses('contact', 'read')).toEqual(['replied', 'archived']);
    expect(nextLeadStatuses('contact', 'replied')).toEqual([]);
    expect(nextLeadStatuses('contact', 'archived')).toEqual([]);
  });

  it('allows exactly the moves of the pipeline, every other pair is a 409 conflict naming the way forward', () => {
    for (const type of ['demo', 'contact'] as LeadType[]) {
      const statuses = Object.keys(LEAD_PIPELINES[type]) as Array<keyof (typeof LEAD_PIPELINES)[typeof type]>;
      for (const from of statuses) {
        for (const to of statuses) {
          const allowed = (nextLeadStatuses(type, from) as string[]).includes(to);
          if (allowed) {
            expect(() => assertLeadMove(type, from, to)).not.toThrow();
          } else {
            expect(refusalOf(() => assertLeadMove(type, from, to))).toMatchObject({ kind: 'conflict', code: 'LEADS.ILLEGAL_STATUS_MOVE' });
          }
        }
      }
    }
  });

  it('says what is wrong with an illegal move', () => {
    expect(refusalOf(() => assertLeadMove('demo', 'pending', 'qualified')).message).toBe(
      'A demo request that is pending cannot move to qualified. It can move to contacted.',
    );
    expect(refusalOf(() => assertLeadMove('contact', 'archived', 'read')).message).toBe(
      'A contact message that is archived cannot move to read. That status is final.',
    );
    expect(refusalOf(() => assertLeadMove('demo', 'contacted', 'contacted')).code).toBe('LEADS.ILLEGAL_STATUS_MOVE');
  });

  it('refuses a status of the other type as bad input, not as a conflict', () => {
    expect(refusalOf(() => assertLeadMove('demo', 'pending', 'read'))).toMatchObject({
      kind: 'invalid',
      code: 'LEADS.STATUS_INVALID',
      message: 'A demo request cannot have the status "read".',
    });
    expect(refusalOf(() => assertLeadMove('contact', 'unread', 'toString'))).toMatchObject({ kind: 'invalid' });
  });

  it('lists every status once for input validation', () => {
    expect(LEAD_STATUSES).toEqual(['pending', 'contacted', 'qualified', 'closed', 'unread', 'read', 'replied', 'archived']);
  });
});
