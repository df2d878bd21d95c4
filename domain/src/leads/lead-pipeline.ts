import { DomainError } from '../shared/domain-error';
import { CONTACT_MESSAGE_STATUSES, type ContactMessage, type ContactMessageStatus } from './contact-message.entity';
import { DEMO_REQUEST_STATUSES, type DemoRequest, type DemoRequestStatus } from './demo-request.entity';
import { LEAD_ERROR_CODES } from './use-cases/lead-errors';

/** The two kinds of lead: demo requests (sales) and contact messages (support). */
export const LEAD_TYPES = ['demo', 'contact'] as const;
export type LeadType = (typeof LEAD_TYPES)[number];

export type LeadStatus = DemoRequestStatus | ContactMessageStatus;
export type StatusOf<T extends LeadType> = T extends 'demo' ? DemoRequestStatus : ContactMessageStatus;
export type Lead = ({ type: 'demo' } & DemoRequest) | ({ type: 'contact' } & ContactMessage);

/** Every status of every type, for validating input before the type is known. */
export const LEAD_STATUSES: readonly LeadStatus[] = [...new Set<LeadStatus>([...DEMO_REQUEST_STATUSES, ...CONTACT_MESSAGE_STATUSES])];

/**
 * The pipelines: from each status, the statuses an operator may move a lead to. Demo
 * requests `pending → contacted → qualified | closed`; contact messages `unread → read →
 * replied | archived`. The last two of each are final.
 */
export const LEAD_PIPELINES: { [T in LeadType]: Readonly<Record<StatusOf<T>, readonly StatusOf<T>[]>> } = {
  demo: { pending: ['contacted'], contacted: ['qualified', 'closed'], qualified: [], closed: [] },
  contact: { unread: ['read'], read: ['replied', 'archived'], replied: [], archived: [] },
};

/** What each type is called in messages and in the audit log. */
export const LEAD_TYPE_NAMES: Readonly<Record<LeadType, { label: string; auditTarget: 'demo_request' | 'contact_message' }>> = {
  demo: { label: 'demo request', auditTarget: 'demo_request' },
  contact: { label: 'contact message', auditTarget: 'contact_message' },
};

export function isStatusOf<T extends LeadType>(type: T, status: string): status is StatusOf<T> {
  return Object.hasOwn(LEAD_PIPELINES[type], status);
}

/** The moves a lead allows next, for a caller holding its type and status as plain values. */
export function nextStatusesOf(type: LeadType, status: LeadStatus): readonly LeadStatus[] {
  return isStatusOf(type, status) ? nextLeadStatuses(type, status) : [];
}

/** Refuses (400) a status of the other type: `read` is no status of a demo request. */
export function assertStatusOf<T extends LeadType>(type: T, status: string): asserts status is StatusOf<T> {
  if (isStatusOf(type, status)) return;
  const message = `A ${LEAD_TYPE_NAMES[type].label} cannot have the status "${status}".`;
  throw new DomainError('invalid', LEAD_ERROR_CODES.statusInvalid, message, { errors: [{ field: 'status', message }] });
}

/** The statuses a lead of `type` in `status` may move to next (none from a final one). */
export function nextLeadStatuses<T extends LeadType>(type: T, status: StatusOf<T>): readonly StatusOf<T>[] {
  return (LEAD_PIPELINES[type] as Record<StatusOf<T>, readonly StatusOf<T>[]>)[status];
}

/**
 * Refuses a move the pipeline does not allow: a status of the other type (400), or a move
 * that skips a step, goes back, stays put or leaves a final status (409).
 */
export function assertLeadMove<T extends LeadType>(type: T, from: StatusOf<T>, to: string): asserts to is StatusOf<T> {
  assertStatusOf(type, to);
  const allowed = nextLeadStatuses(type, from);
  if (!allowed.includes(to)) {
    const hint = allowed.length > 0 ? ` It can move to ${allowed.join(' or ')}.` : ' That status is final.';
    throw new DomainError('conflict', LEAD_ERROR_CODES.illegalMove, `A ${LEAD_TYPE_NAMES[type].label} that is ${from} cannot move to ${to}.${hint}`);
  }
}
