import type { BillingType, PaidPlanId } from '../../catalog/plan.types';

/** A payment taken, a refund given back, or a reversal the buyer's bank took back. */
export const LEDGER_ENTRY_KINDS = ['payment', 'refund', 'reversal'] as const;
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];

/** Which path recorded it first: PayPal's webhook, our own capture/execute/refund call's answer, or reconciliation. */
export const LEDGER_SOURCES = ['webhook', 'capture', 'reconciliation'] as const;
export type LedgerSource = (typeof LEDGER_SOURCES)[number];

/**
 * One money movement at PayPal, recorded once per PayPal transaction id. Amounts are whole
 * cents and always positive: the kind says which way the money went. Rows are never changed
 * or deleted (tax records, kept five years by the VAT Act s55), not even with the account:
 * they keep its id, which then names no one.
 */
export interface LedgerEntry {
  id: string;
  kind: LedgerEntryKind;
  /** PayPal's id of the sale, capture, refund or reversal: unique in the ledger. */
  providerTransactionId: string;
  /** The subscription's owner when recorded (null: its account was deleted before). */
  userId: string | null;
  /** Our subscription the money belongs to (a one-time order of a plan change too). */
  subscriptionId: string;
  plan: PaidPlanId;
  billingType: BillingType;
  grossCents: number;
  /** PayPal's `tax_amount` where it reports one, else 0 (the tax part of #28 fills it in). */
  vatCents: number;
  /** PayPal's fee where it reports one; null when unknown. */
  feeCents: number | null;
  /** ISO 4217, as PayPal writes it. */
  currency: string;
  occurredAt: Date;
  recordedFrom: LedgerSource;
  /** The payment a refund or reversal takes back; null for a payment. */
  relatesToTransactionId: string | null;
}

/**
 * The entry, or a RangeError naming what is impossible (a bug in the caller, never a
 * customer's input): amounts that are not whole cents
 * (gross above zero, VAT and fee not negative), a payment relating to another transaction,
 * or a refund or reversal that names none.
 */
export function ledgerEntry(entry: LedgerEntry): LedgerEntry {
  const wholeCents = (cents: number, min: number) => Number.isSafeInteger(cents) && cents >= min;
  const relates = entry.relatesToTransactionId !== null;
  if (!wholeCents(entry.grossCents, 1) || !wholeCents(entry.vatCents, 0) || (entry.feeCents !== null && !wholeCents(entry.feeCents, 0))) {
    throw invalidEntry(`Amounts of ${entry.providerTransactionId} must be whole cents, the gross above zero`);
  }
  if (relates !== (entry.kind !== 'payment')) {
    throw invalidEntry(`A ${entry.kind} ${relates ? 'relates to no' : 'must name the'} payment it takes back`);
  }
  return entry;
}

function invalidEntry(message: string): RangeError {
  return new RangeError(message);
}
