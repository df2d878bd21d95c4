import type { AuditActor, AuditEntry } from '../../admin/audit-entry.entity';
import type { AuditTrail } from '../../admin/audit-trail';
import { LEAD_TYPE_NAMES, type LeadType } from '../lead-pipeline';
import type { LeadRepositoryPort } from '../lead.repository.port';
import { findLead } from './find-lead';

export interface AddLeadNoteInput {
  type: LeadType;
  id: string;
  /** What happened (a call's outcome, say), up to LEAD_NOTE_MAX_LENGTH characters. */
  note: string;
  actor: AuditActor;
}

/**
 * An operator writes a note on a lead without moving it: an audit entry of its own
 * (`demo_request.note_added`, `contact_message.note_added`) in the lead's history.
 */
export class AddLeadNoteUseCase {
  constructor(
    private readonly leads: LeadRepositoryPort,
    private readonly audit: AuditTrail,
  ) {}

  async execute(input: AddLeadNoteInput): Promise<AuditEntry> {
    const { auditTarget } = LEAD_TYPE_NAMES[input.type];
    const lead = await findLead(this.leads, input.type, input.id);
    return this.audit.record({
      actor: input.actor,
      action: `${auditTarget}.note_added`,
      target: { type: auditTarget, id: lead.id },
      after: { status: lead.status, note: input.note },
    });
  }
}
