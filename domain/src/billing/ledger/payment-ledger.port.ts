import type { LedgerEntry } from './ledger-entry';

/** What `recordOnce` did: `recorded` false when the transaction was there already (`entry` is the stored one). */
export interface LedgerRecording {
  entry: LedgerEntry;
  recorded: boolean;
}

/**
 * Every payment, refund and reversal, once per PayPal transaction id (a unique index, so
 * the webhook, our own call's answer and reconciliation may race to record one). Rows are
 * never changed or deleted, not even with the account (tax records).
 */
export abstract class PaymentLedgerPort {
  /** Stores the entry unless its provider transaction id is stored: then changes nothing and answers the stored one. */
  abstract recordOnce(entry: LedgerEntry): Promise<LedgerRecording>;
  /** The user's entries, oldest first. */
  abstract listForUser(userId: string): Promise<LedgerEntry[]>;
  /** The subscription's entries, oldest first. */
  abstract listForSubscription(subscriptionId: string): Promise<LedgerEntry[]>;
  /** Entries with `from` ≤ occurredAt < `to`, oldest first. */
  abstract listBetween(from: Date, to: Date): Promise<LedgerEntry[]>;
}
