import { pageRequest, type Page } from '../../shared/page';
import type { AuditEntry } from '../audit-entry.entity';
import type { AuditLogPort } from '../audit-log.port';

export interface ListAuditEntriesInput {
  actor?: string;
  target?: string;
  /** Also the console's reads; by default the view lists changes only. */
  views?: boolean;
  page?: number;
}

/** The audit view: newest first, filtered by actor (id or email) and target id; changes only unless views are asked for. */
export class ListAuditEntriesUseCase {
  constructor(private readonly log: AuditLogPort) {}

  async execute(input: ListAuditEntriesInput): Promise<Page<AuditEntry>> {
    const filter = {
      ...(input.actor ? { actor: input.actor.toLowerCase() } : {}),
      ...(input.target ? { targetId: input.target } : {}),
      includeViews: input.views === true,
    };
    return this.log.list(filter, pageRequest(input.page));
  }
}
