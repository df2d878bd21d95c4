import { ADMIN_VIEW_ACTION, type AuditEntry } from '../admin/audit-entry.entity';
import { AuditLogPort, type AuditLogFilter } from '../admin/audit-log.port';
import { pageOfRows, type Page, type PageRequest } from '../shared/page';
import { InMemoryRepository } from './in-memory-store';

export class InMemoryAuditLog extends InMemoryRepository implements AuditLogPort {
  async append(entry: AuditEntry): Promise<void> {
    this.store.auditLog.insert(structuredClone(entry));
  }

  async list(filter: AuditLogFilter, page: PageRequest): Promise<Page<AuditEntry>> {
    const rows = this.store.auditLog
      .filter(({ actor, target, action, at }) => {
        const byActor = filter.actor === undefined || actor.userId === filter.actor || actor.email.toLowerCase() === filter.actor;
        const byKind = filter.action === undefined ? filter.includeViews === true || action !== ADMIN_VIEW_ACTION : action === filter.action;
        const byTime = (filter.from === undefined || at >= filter.from) && (filter.to === undefined || at < filter.to);
        return byActor && byKind && byTime && (filter.targetId === undefined || target.id === filter.targetId);
      })
      .sort((a, b) => b.at.getTime() - a.at.getTime() || (a.id === b.id ? 0 : a.id < b.id ? 1 : -1))
      .map((entry) => structuredClone(entry));
    return pageOfRows(rows, page, (entry) => ({ at: entry.at, tieBreak: entry.id }));
  }
}
