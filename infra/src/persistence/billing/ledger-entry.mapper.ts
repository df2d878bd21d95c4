import type { LedgerEntry } from '@pointforge/domain';
import type { LedgerEntryRow } from './ledger-entry.orm-entity';

export function toLedgerEntryRow(entry: LedgerEntry): LedgerEntryRow {
  return {
    id: entry.id,
    kind: entry.kind,
    provider_transaction_id: entry.providerTransactionId,
    user_id: entry.userId,
    subscription_id: entry.subscriptionId,
    plan: entry.plan,
    billing_type: entry.billingType,
    gross_cents: entry.grossCents,
    vat_cents: entry.vatCents,
    fee_cents: entry.feeCents,
    currency: entry.currency,
    occurred_at: entry.occurredAt,
    recorded_from: entry.recordedFrom,
    relates_to_transaction_id: entry.relatesToTransactionId,
  };
}

export function toLedgerEntry(row: LedgerEntryRow): LedgerEntry {
  return {
    id: row.id,
    kind: row.kind,
    providerTransactionId: row.provider_transaction_id,
    userId: row.user_id,
    subscriptionId: row.subscription_id,
    plan: row.plan,
    billingType: row.billing_type,
    grossCents: row.gross_cents,
    vatCents: row.vat_cents,
    feeCents: row.fee_cents,
    currency: row.currency,
    occurredAt: row.occurred_at,
    recordedFrom: row.recorded_from,
    relatesToTransactionId: row.relates_to_transaction_id,
  };
}
