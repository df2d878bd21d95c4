import type { Lead, LeadStatus, LeadType } from '@pointforge/domain';
import useSWR from 'swr';
import type { Jsonified } from '../../../lib/jsonified';
import { ADMIN_API_PREFIX, fetchAdmin, withQuery, type AdminPage } from './admin-query';

/** A lead as `GET /api/admin/leads` returns it: a demo request or a contact message. */
export type LeadRow = Jsonified<Lead>;

export interface LeadsQuery {
  type: LeadType;
  status?: LeadStatus;
  q?: string;
}

/** The SWR key and path of one page of leads. */
export function leadsKey(query: LeadsQuery, cursor?: string): string {
  return withQuery(`${ADMIN_API_PREFIX}leads`, { type: query.type, status: query.status, q: query.q, cursor });
}

export function leadName(lead: LeadRow): string {
  return lead.type === 'demo' ? lead.fullName : lead.name;
}

/** One page of leads; the previous page stays on screen while the next loads. */
export function useLeads(query: LeadsQuery, cursor: string | undefined) {
  return useSWR(leadsKey(query, cursor), fetchAdmin<AdminPage & { leads: LeadRow[] }>, { keepPreviousData: true });
}
