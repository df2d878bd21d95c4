import { PaymentLedgerPort, type LedgerEntry, type LedgerRecording } from '@pointforge/domain';
import { And, type FindOptionsWhere, LessThan, MoreThanOrEqual } from 'typeorm';
import type { DatabaseAccess } from '../database-access';
import { isUniqueViolation } from '../unique-violation';
import { toLedgerEntry, toLedgerEntryRow } from './ledger-entry.mapper';
import { LedgerEntryOrmEntity, type LedgerEntryRow } from './ledger-entry.orm-entity';

export class TypeormPaymentLedger extends PaymentLedgerPort {
  constructor(private readonly database: DatabaseAccess) {
    super();
  }

  /** Inserts; the unique index on provider_transaction_id refuses a second one, which then answers the stored row. */
  async recordOnce(entry: LedgerEntry): Promise<LedgerRecording> {
    try {
      await this.database.run((manager) => manager.insert(LedgerEntryOrmEntity, toLedgerEntryRow(entry)));
      return { entry, recorded: true };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const stored = await this.database.run((manager) => manager.findOneBy(LedgerEntryOrmEntity, { provider_transaction_id: entry.providerTransactionId }));
      if (!stored) throw error;
      return { entry: toLedgerEntry(stored), recorded: false };
    }
  }

  listForUser(userId: string): Promise<LedgerEntry[]> {
    return this.oldestFirst({ user_id: userId });
  }

  listForSubscription(subscriptionId: string): Promise<LedgerEntry[]> {
    return this.oldestFirst({ subscription_id: subscriptionId });
  }

  listBetween(from: Date, to: Date): Promise<LedgerEntry[]> {
    return this.oldestFirst({ occurred_at: And(MoreThanOrEqual(from), LessThan(to)) });
  }

  private async oldestFirst(where: FindOptionsWhere<LedgerEntryRow>): Promise<LedgerEntry[]> {
    const rows = await this.database.run((manager) =>
      manager.find(LedgerEntryOrmEntity, { where, order: { occurred_at: 'ASC', provider_transaction_id: 'ASC' } }),
    );
    return rows.map(toLedgerEntry);
  }
}
