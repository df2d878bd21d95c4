import type { ContactMessageFields, DemoRequestFields, LeadType } from '@pointforge/domain';
import { apiRequest, type ApiSuccess } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/api-mutation';

/** The SWR key and path of each kind of lead's call. */
const LEAD_PATHS = { demo: '/api/demos/request', contact: '/api/contact' } as const satisfies Record<LeadType, string>;

interface LeadFields {
  demo: DemoRequestFields;
  contact: ContactMessageFields;
}

/** What a lead form sends, each field as typed; `website` is the honeypot, empty when a person fills the form in. */
export type LeadPayload<Kind extends LeadType> = Record<keyof LeadFields[Kind] | 'website', string>;

/** Files a demo request or sends a contact message. */
export function sendLead<Kind extends LeadType>(kind: Kind, payload: LeadPayload<Kind>): Promise<ApiSuccess> {
  return apiRequest('POST', LEAD_PATHS[kind], payload);
}

/**
 * `trigger(payload)` sends the lead and rejects with ApiError on failure. Not retried: a
 * second POST after a lost answer would file the request, or send the message, twice.
 */
export function useSendLead<Kind extends LeadType>(kind: Kind) {
  return useApiMutation(LEAD_PATHS[kind], (payload: LeadPayload<Kind>) => sendLead(kind, payload));
}
