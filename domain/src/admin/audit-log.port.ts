import type { Page, PageRequest } from '../shared/page';
import type { AuditEntry } from './audit-entry.entity';

export interface AuditLogFilter {
  /** The actor's user id or email (compared lower-cased). */
  actor?: string;
  /** The target's id. */
  targetId?: string;
  /** One action (`license.suspended`). */
  action?: string;
  /** Written at or after this instant. */
  from?: Date;
  /** Written before this instant. */
  to?: Date;
  /** Reads (`admin.view`) too; without it, only changes. */
  includeViews?: boolean;
}

/**
 * The audit log. Deliberately no update or delete: the application only appends, and reads
 * newest first (`at`, then id, descending).
 */
export abstract class AuditLogPort {
  abstract append(entry: AuditEntry): Promise<void>;
  abstract list(filter: AuditLogFilter, page: PageRequest): Promise<Page<AuditEntry>>;
}
