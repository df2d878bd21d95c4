import type { LeadStatus, LeadType } from '@pointforge/domain';
import { apiRequest, type ApiSuccess } from '../../../lib/api-client';
import { ADMIN_API_PREFIX, useAdminChange } from './admin-query';
import type { LeadRow } from './list-leads';

export interface MoveLeadInput {
  type: LeadType;
  id: string;
  status: LeadStatus;
  note?: string;
}

export function moveLead({ type, id, status, note }: MoveLeadInput): Promise<ApiSuccess & { lead: LeadRow }> {
  return apiRequest('PATCH', `${ADMIN_API_PREFIX}leads/${type}/${encodeURIComponent(id)}`, { status, ...(note ? { note } : {}) });
}

/** Moves a lead, then refreshes every admin listing on screen (the leads and the audit log). Throws ApiError. */
export function useMoveLead(): (input: MoveLeadInput) => Promise<ApiSuccess & { lead: LeadRow }> {
  return useAdminChange(moveLead);
}
