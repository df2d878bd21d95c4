import { ADMIN_VIEW_ACTION, AuditLogPort, type AuditEntry, type AuditLogFilter, type Page, type PageRequest } from '@pointforge/domain';
import type { DatabaseAccess } from '../database-access';
import { keysetPage } from '../keyset-page';
import { toAuditEntry, toAuditEntryRow } from './audit-entry.mapper';
import { AuditEntryOrmEntity } from './audit-entry.orm-entity';

/** The audit log in `audit_log`: inserts and reads only. */
export class TypeormAuditLog extends AuditLogPort {
  constructor(private readonly database: DatabaseAccess) {
    super();
  }

  async append(entry: AuditEntry): Promise<void> {
    await this.database.run((manager) => manager.insert(AuditEntryOrmEntity, toAuditEntryRow(entry)));
  }

  /** Newest first from `(at, id)`; one target's entries from `(target_id, at, id)`, in order. */
  list(filter: AuditLogFilter, page: PageRequest): Promise<Page<AuditEntry>> {
    return this.database.run((manager) => {
      const query = manager.createQueryBuilder(AuditEntryOrmEntity, 'entry');
      if (filter.actor !== undefined) {
        // Emails are stored lower-cased; the filter arrives lower-cased.
        query.andWhere('(entry.actor_user_id = :actor OR entry.actor_email = :actor)', { actor: filter.actor });
      }
      if (filter.targetId !== undefined) query.andWhere('entry.target_id = :targetId', { targetId: filter.targetId });
      if (filter.action !== undefined) query.andWhere('entry.action = :action', { action: filter.action });
      else if (filter.includeViews !== true) query.andWhere('entry.action <> :view', { view: ADMIN_VIEW_ACTION });
      if (filter.from !== undefined) query.andWhere('entry.at >= :from', { from: filter.from });
      if (filter.to !== undefined) query.andWhere('entry.at < :to', { to: filter.to });
      return keysetPage(manager, query, { at: 'entry.at', tieBreak: 'entry.id' }, page, toAuditEntry, (entry) => ({ at: entry.at, tieBreak: entry.id }));
    });
  }
}
