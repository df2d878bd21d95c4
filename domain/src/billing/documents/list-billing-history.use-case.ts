import type { PaymentLedgerPort } from '../ledger/payment-ledger.port';
import type { BillingDocumentRepositoryPort } from './billing-document.repository.port';
import type { BillingHistoryItem } from './billing-history';

/**
 * The caller's Billing history, newest first: every payment, refund and reversal of theirs in
 * the ledger, each with its invoice or credit note (null until issued).
 */
export class ListBillingHistoryUseCase {
  constructor(
    private readonly ledger: PaymentLedgerPort,
    private readonly documents: BillingDocumentRepositoryPort,
  ) {}

  async execute({ userId }: { userId: string }): Promise<BillingHistoryItem[]> {
    const [entries, documents] = await Promise.all([this.ledger.listForUser(userId), this.documents.listForUser(userId)]);
    const byEntry = new Map(documents.map((document) => [document.ledgerEntryId, document]));
    return entries.reverse().map((entry) => {
      const document = byEntry.get(entry.id);
      return {
        entryId: entry.id,
        kind: entry.kind,
        occurredAt: entry.occurredAt.toISOString(),
        amountCents: entry.grossCents,
        currency: entry.currency,
        plan: entry.plan,
        billingType: entry.billingType,
        document: document
          ? {
              id: document.id,
              number: document.number,
              title: document.title,
              netCents: document.netCents,
              vatCents: document.vatCents,
              totalCents: document.totalCents,
            }
          : null,
      };
    });
  }
}
