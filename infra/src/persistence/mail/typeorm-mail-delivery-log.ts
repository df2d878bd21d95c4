import { MailDeliveryLogPort, normalizeEmail, type MailDelivery, type MailDeliveryAttempt } from '@pointforge/domain';
import type { DatabaseAccess } from '../database-access';
import { isUniqueViolation } from '../unique-violation';
import { MailDeliveryOrmEntity, type MailDeliveryRow } from './mail-delivery.orm-entity';

export class TypeormMailDeliveryLog extends MailDeliveryLogPort {
  constructor(private readonly database: DatabaseAccess) {
    super();
  }

  /** The first try inserts the row; a retry (the key exists) counts itself and overwrites the outcome. */
  async record({ idempotencyKey, recipient, template, status, error, at }: MailDeliveryAttempt): Promise<void> {
    const outcome = { status, last_error: error, updated_at: at };
    try {
      await this.database.run((manager) =>
        manager.insert(MailDeliveryOrmEntity, { idempotency_key: idempotencyKey, recipient: normalizeEmail(recipient), template, attempts: 1, ...outcome }),
      );
    } catch (insertError) {
      if (!isUniqueViolation(insertError)) throw insertError;
      await this.database.run((manager) =>
        manager.update(MailDeliveryOrmEntity, { idempotency_key: idempotencyKey }, { ...outcome, attempts: () => 'attempts + 1' }),
      );
    }
  }

  async listForRecipient(recipient: string, limit: number): Promise<MailDelivery[]> {
    const rows = await this.database.run((manager) =>
      manager.find(MailDeliveryOrmEntity, {
        where: { recipient: normalizeEmail(recipient) },
        order: { updated_at: 'DESC', idempotency_key: 'DESC' },
        take: limit,
      }),
    );
    return rows.map(toMailDelivery);
  }
}

function toMailDelivery(row: MailDeliveryRow): MailDelivery {
  return {
    idempotencyKey: row.idempotency_key,
    recipient: row.recipient,
    template: row.template,
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    updatedAt: row.updated_at,
  };
}
