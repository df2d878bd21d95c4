import type { LeadType } from '@pointforge/domain';
import { apiRequest, type ApiSuccess } from '../../../lib/api-client';
import { ADMIN_API_PREFIX, useAdminChange } from './admin-query';

export interface AddLeadNoteInput {
  type: LeadType;
  id: string;
  note: string;
}

export function addLeadNote({ type, id, note }: AddLeadNoteInput): Promise<ApiSuccess> {
  return apiRequest('POST', `${ADMIN_API_PREFIX}leads/${type}/${encodeURIComponent(id)}/notes`, { note });
}

/** Writes a note to a lead's history, then refreshes every admin listing on screen (the history among them). Throws ApiError. */
export function useAddLeadNote(): (input: AddLeadNoteInput) => Promise<ApiSuccess> {
  return useAdminChange(addLeadNote);
}
