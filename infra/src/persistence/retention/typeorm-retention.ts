import { PAYMENT_FAILED_MAIL_KEY_PREFIX, RetentionPort, type RetainedRecord } from '@pointforge/domain';
import type { EntitySchema, ObjectLiteral } from 'typeorm';
import { AuditEntryOrmEntity } from '../admin/audit-entry.orm-entity';
import { AuthTokenOrmEntity } from '../accounts/auth-token.orm-entity';
import { SessionOrmEntity } from '../accounts/session.orm-entity';
import { affectedRows, type DatabaseAccess } from '../database-access';
import { OfflineActivationRequestOrmEntity } from '../licensing/offline-activation-request.orm-entity';
import { MailDeliveryOrmEntity } from '../mail/mail-delivery.orm-entity';
import { SentMailOrmEntity } from '../mail/sent-mail.orm-entity';

/** Per record: its table, primary key, the indexed time column its window counts from, and rows kept whatever their age. */
const RETAINED: { [R in RetainedRecord]: { entity: EntitySchema<ObjectLiteral>; key: string; time: string; kept?: string } } = {
  'sent-mail': {
    entity: SentMailOrmEntity as EntitySchema<ObjectLiteral>,
    key: 'idempotency_key',
    time: 'sent_at',
    // The Revenue figures count failed renewals from these records, for every past period.
    kept: `row.idempotency_key NOT LIKE '${PAYMENT_FAILED_MAIL_KEY_PREFIX}%'`,
  },
  'mail-deliveries': { entity: MailDeliveryOrmEntity as EntitySchema<ObjectLiteral>, key: 'idempotency_key', time: 'updated_at' },
  audit: { entity: AuditEntryOrmEntity as EntitySchema<ObjectLiteral>, key: 'id', time: 'at' },
  'offline-activation-requests': { entity: OfflineActivationRequestOrmEntity as EntitySchema<ObjectLiteral>, key: 'nonce_hash', time: 'expires_at' },
  sessions: { entity: SessionOrmEntity as EntitySchema<ObjectLiteral>, key: 'id', time: 'expires_at' },
  'auth-tokens': { entity: AuthTokenOrmEntity as EntitySchema<ObjectLiteral>, key: 'id', time: 'expires_at' },
};

/**
 * Purges in two short statements a batch, the same on MySQL and SQLite: the oldest keys past
 * the cutoff (a range on the time column's index, read in its order, LIMIT n), then a delete
 * by those keys that checks the cutoff again. MySQL refuses LIMIT inside an IN subquery and
 * SQLite's DELETE … LIMIT is a compile-time option, so the keys travel through the application.
 */
export class TypeormRetention extends RetentionPort {
  constructor(private readonly database: DatabaseAccess) {
    super();
  }

  async purgeBatch(record: RetainedRecord, cutoff: Date, limit: number): Promise<number> {
    const { entity, key, time, kept } = RETAINED[record];
    const rows = await this.database.run((manager) => {
      const query = manager.createQueryBuilder(entity, 'row').select(`row.${key}`, 'rowKey').where(`row.${time} < :cutoff`, { cutoff });
      if (kept) query.andWhere(kept);
      return query.orderBy(`row.${time}`, 'ASC').limit(limit).getRawMany<{ rowKey: string }>();
    });
    if (rows.length === 0) return 0;
    const keys = rows.map((row) => row.rowKey);
    const result = await this.database.run((manager) =>
      manager.createQueryBuilder().delete().from(entity).where(`${key} IN (:...keys)`, { keys }).andWhere(`${time} < :cutoff`, { cutoff }).execute(),
    );
    return affectedRows(result);
  }
}
