import type { LedgerEntry } from '../billing/ledger/ledger-entry';
import { PaymentLedgerPort, type LedgerRecording } from '../billing/ledger/payment-ledger.port';
import { InMemoryRepository } from './in-memory-store';
import { UniqueConstraintViolation } from './in-memory-table';

export class InMemoryPaymentLedger extends InMemoryRepository implements PaymentLedgerPort {
  /** Inserts and lets the unique column refuse a duplicate, as the SQL repository does. */
  async recordOnce(entry: LedgerEntry): Promise<LedgerRecording> {
    try {
      this.store.paymentLedger.insert(entry);
      return { entry, recorded: true };
    } catch (error) {
      if (!(error instanceof UniqueConstraintViolation)) throw error;
      const stored = this.store.paymentLedger.find((row) => row.providerTransactionId === entry.providerTransactionId);
      if (!stored) throw error;
      return { entry: stored, recorded: false };
    }
  }

  async listForUser(userId: string): Promise<LedgerEntry[]> {
    return this.oldestFirst((entry) => entry.userId === userId);
  }

  async listForSubscription(subscriptionId: string): Promise<LedgerEntry[]> {
    return this.oldestFirst((entry) => entry.subscriptionId === subscriptionId);
  }

  async listBetween(from: Date, to: Date): Promise<LedgerEntry[]> {
    return this.oldestFirst((entry) => entry.occurredAt.getTime() >= from.getTime() && entry.occurredAt.getTime() < to.getTime());
  }

  private oldestFirst(predicate: (entry: LedgerEntry) => boolean): LedgerEntry[] {
    return this.store.paymentLedger.filter(predicate).sort(byOccurredAt);
  }
}

/** Oldest first, ties by provider transaction id, as the SQL repository orders. */
function byOccurredAt(a: LedgerEntry, b: LedgerEntry): number {
  const byTime = a.occurredAt.getTime() - b.occurredAt.getTime();
  if (byTime !== 0) return byTime;
  if (a.providerTransactionId === b.providerTransactionId) return 0;
  return a.providerTransactionId < b.providerTransactionId ? -1 : 1;
}
