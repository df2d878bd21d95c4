import type { AuditEntry } from '@pointforge/domain';
import useSWR from 'swr';
import type { Jsonified } from '../../../lib/jsonified';
import { ADMIN_API_PREFIX, fetchAdmin, withQuery, type AdminPage } from './admin-query';

/** An audit entry as `GET /api/admin/audit` returns it. */
export type AuditRow = Jsonified<AuditEntry>;

export interface AuditQuery {
  actor?: string;
  target?: string;
  /** Also the console's reads (`admin.view`); the server lists changes only by default. */
  views?: boolean;
  page: number;
}

export function auditKey(query: AuditQuery): string {
  return withQuery(`${ADMIN_API_PREFIX}audit`, { actor: query.actor, target: query.target, views: query.views ? 'true' : undefined, page: query.page });
}

export function useAudit(query: AuditQuery) {
  return useSWR(auditKey(query), fetchAdmin<AdminPage & { entries: AuditRow[] }>, { keepPreviousData: true });
}
