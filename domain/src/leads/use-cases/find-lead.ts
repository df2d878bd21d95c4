import { DomainError } from '../../shared/domain-error';
import { LEAD_TYPE_NAMES, type Lead, type LeadType } from '../lead-pipeline';
import type { LeadRepositoryPort } from '../lead.repository.port';
import { LEAD_ERROR_CODES } from './lead-errors';

/** The lead of this type and id, or 404 `LEADS.NOT_FOUND`. */
export async function findLead(leads: LeadRepositoryPort, type: LeadType, id: string): Promise<Lead> {
  const lead = type === 'demo' ? await leads.findDemoRequestById(id) : await leads.findContactMessageById(id);
  if (!lead) throw new DomainError('not_found', LEAD_ERROR_CODES.notFound, `No ${LEAD_TYPE_NAMES[type].label} has this id.`);
  return { ...lead, type } as Lead;
}
