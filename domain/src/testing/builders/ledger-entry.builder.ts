import type { LedgerEntry } from '../../billing/ledger/ledger-entry';

let sequence = 0;

/** A $490.00 Standard annual payment recorded from the webhook, with a transaction id of its own; `overrides` change any field. */
export function aLedgerEntry(overrides: Partial<LedgerEntry> = {}): LedgerEntry {
  sequence += 1;
  const n = String(sequence).padStart(12, '0');
  return {
    id: `00000000-0000-4000-9000-${n}`,
    kind: 'payment',
    providerTransactionId: `SALE-${n}`,
    userId: null,
    subscriptionId: `00000000-0000-4000-a000-${n}`,
    plan: 'standard',
    billingType: 'annual',
    grossCents: 49_000,
    vatCents: 0,
    feeCents: null,
    currency: 'USD',
    occurredAt: new Date('2026-11-02T10:00:00.000Z'),
    recordedFrom: 'webhook',
    relatesToTransactionId: null,
    ...overrides,
  };
}
