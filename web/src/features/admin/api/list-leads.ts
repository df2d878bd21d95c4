import type { ContactSubject, Industry, LeadStatus, LeadType } from '@pointforge/domain';
import useSWR from 'swr';
import { ADMIN_API_PREFIX, fetchAdmin, withQuery, type AdminPage } from './admin-query';

interface LeadBase {
  id: string;
  email: string;
  status: LeadStatus;
  createdAt: string;
}

/** A lead as `GET /api/admin/leads` returns it, dates as JSON strings. */
export type LeadRow =
  | (LeadBase & { type: 'demo'; fullName: string; company: string; industry: Industry; message: string | null })
  | (LeadBase & { type: 'contact'; name: string; subject: ContactSubject; message: string });

export interface LeadsQuery {
  type: LeadType;
  status?: LeadStatus;
  q?: string;
  page: number;
}

/** The SWR key and path of one page of leads. */
export function leadsKey(query: LeadsQuery): string {
  return withQuery(`${ADMIN_API_PREFIX}leads`, { type: query.type, status: query.status, q: query.q, page: query.page });
}

export function leadName(lead: LeadRow): string {
  return lead.type === 'demo' ? lead.fullName : lead.name;
}

/** One page of leads; the previous page stays on screen while the next loads. */
export function useLeads(query: LeadsQuery) {
  return useSWR(leadsKey(query), fetchAdmin<AdminPage & { leads: LeadRow[] }>, { keepPreviousData: true });
}
