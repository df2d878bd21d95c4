import type { AuditActor } from '../../admin/audit-entry.entity';
import type { AuditTrail } from '../../admin/audit-trail';
import type { TransactionPort } from '../../ports/transaction.port';
import { DomainError } from '../../shared/domain-error';
import { assertLeadMove, LEAD_TYPE_NAMES, type Lead, type LeadType } from '../lead-pipeline';
import { findLead } from './find-lead';
import type { LeadRepositoryPort } from '../lead.repository.port';
import { LEAD_ERROR_CODES } from './lead-errors';

/** Longest note kept with a status move. */
export const LEAD_NOTE_MAX_LENGTH = 1000;

export interface MoveLeadStatusInput {
  type: LeadType;
  id: string;
  status: string;
  /** Why, for the audit log (a call's outcome, say). */
  note?: string;
  actor: AuditActor;
}

/**
 * An operator moves a lead along its pipeline. The move and its audit entry (before and
 * after) commit together; the write is conditional on the status read, so of two operators
 * moving the same lead at once one wins and the other is told it changed.
 */
export class MoveLeadStatusUseCase {
  constructor(
    private readonly leads: LeadRepositoryPort,
    private readonly audit: AuditTrail,
    private readonly transaction: TransactionPort,
  ) {}

  async execute(input: MoveLeadStatusInput): Promise<Lead> {
    const { label, auditTarget } = LEAD_TYPE_NAMES[input.type];
    return this.transaction.run(async () => {
      const lead = await findLead(this.leads, input.type, input.id);
      const from = lead.status;
      assertLeadMove(input.type, from, input.status);
      if (!(await this.leads.moveStatus(input.type, lead.id, from, input.status))) {
        throw new DomainError('conflict', LEAD_ERROR_CODES.changedMeanwhile, `This ${label} was changed by someone else meanwhile. Reload it and try again.`);
      }
      await this.audit.record({
        actor: input.actor,
        action: `${auditTarget}.status_changed`,
        target: { type: auditTarget, id: lead.id },
        before: { status: from },
        after: { status: input.status, ...(input.note ? { note: input.note } : {}) },
      });
      return { ...lead, status: input.status } as Lead;
    });
  }
}
