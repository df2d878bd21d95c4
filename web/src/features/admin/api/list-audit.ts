import type { AuditAction, AuditEntry } from '@pointforge/domain';
import useSWR from 'swr';
import type { Jsonified } from '../../../lib/jsonified';
import { ADMIN_API_PREFIX, fetchAdmin, withQuery, type AdminPage } from './admin-query';

/** An audit entry as `GET /api/admin/audit` returns it. */
export type AuditRow = Jsonified<AuditEntry>;

export interface AuditQuery {
  actor?: string;
  target?: string;
  action?: AuditAction;
  /** ISO instants: entries written at or after `from`, before `to`. */
  from?: string;
  to?: string;
  /** Also the console's reads (`admin.view`); the server lists changes only by default. */
  views?: boolean;
}

export function auditKey({ views, ...query }: AuditQuery, cursor?: string): string {
  return withQuery(`${ADMIN_API_PREFIX}audit`, { ...query, views: views ? 'true' : undefined, cursor });
}

export function useAudit(query: AuditQuery, cursor: string | undefined) {
  return useSWR(auditKey(query, cursor), fetchAdmin<AdminPage & { entries: AuditRow[] }>, { keepPreviousData: true });
}
