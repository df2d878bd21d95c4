import { pageRequest, type Page } from '../../shared/page';
import type { AuditAction, AuditEntry } from '../audit-entry.entity';
import type { AuditLogFilter, AuditLogPort } from '../audit-log.port';

export interface ListAuditEntriesInput {
  actor?: string;
  target?: string;
  action?: AuditAction;
  /** Entries written at or after this instant. */
  from?: Date;
  /** Entries written before this instant. */
  to?: Date;
  /** Also the console's reads; by default the view lists changes only. */
  views?: boolean;
  /** The nextCursor of the page before (none: the first page). */
  cursor?: string;
}

/**
 * The audit view: newest first, filtered by actor (id or email), target id, action and time;
 * changes only unless views are asked for.
 */
export class ListAuditEntriesUseCase {
  constructor(private readonly log: AuditLogPort) {}

  async execute(input: ListAuditEntriesInput): Promise<Page<AuditEntry>> {
    const filter: AuditLogFilter = {
      ...(input.actor ? { actor: input.actor.toLowerCase() } : {}),
      ...(input.target ? { targetId: input.target } : {}),
      ...(input.action ? { action: input.action } : {}),
      ...(input.from ? { from: input.from } : {}),
      ...(input.to ? { to: input.to } : {}),
      includeViews: input.views === true,
    };
    return this.log.list(filter, pageRequest(input.cursor));
  }
}
