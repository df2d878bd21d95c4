import { pageRequest, type Page } from '../../shared/page';
import { assertStatusOf, type Lead, type LeadType, type StatusOf } from '../lead-pipeline';
import type { LeadRepositoryPort } from '../lead.repository.port';

export interface ListLeadsInput<T extends LeadType> {
  type: T;
  /** Refused (400) when not a status of `type`. */
  status?: StatusOf<T> | string;
  /** Searched in the name, email and company. */
  q?: string;
  /** The nextCursor of the page before (none: the first page). */
  cursor?: string;
}

/** The operator console's leads table: one type at a time, newest first. */
export class ListLeadsUseCase {
  constructor(private readonly leads: LeadRepositoryPort) {}

  async execute<T extends LeadType>(input: ListLeadsInput<T>): Promise<Page<Lead & { type: T }>> {
    if (input.status !== undefined) assertStatusOf(input.type, input.status);
    const filter = { ...(input.status ? { status: input.status } : {}), ...(input.q ? { search: input.q } : {}) };
    return this.leads.listLeads(input.type, filter, pageRequest(input.cursor));
  }
}
