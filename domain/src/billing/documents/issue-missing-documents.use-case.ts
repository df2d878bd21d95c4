import type { ClockPort } from '../../shared/clock.port';
import { DAY_MS } from '../../shared/time';
import type { BillingDocumentRepositoryPort } from './billing-document.repository.port';
import type { LedgerEntry } from '../ledger/ledger-entry';
import type { PaymentLedgerPort } from '../ledger/payment-ledger.port';
import type { IssueBillingDocumentUseCase } from './issue-billing-document.use-case';

/** How far back the sweep looks for ledger entries without their document: as far as reconciliation lists payments. */
export const DOCUMENT_SWEEP_LOOKBACK_MS = 31 * DAY_MS;

/**
 * Reconciliation's sweep: every ledger entry of the last DOCUMENT_SWEEP_LOOKBACK_MS that has
 * no document yet gets it (its issue failed, or a refund came before its payment was in the
 * ledger). Oldest first, so a payment's invoice comes before its credit note. One entry
 * failing is reported to `onFailure` and does not stop the others; answers how many were issued.
 */
export class IssueMissingDocumentsUseCase {
  constructor(
    private readonly ledger: PaymentLedgerPort,
    private readonly documents: BillingDocumentRepositoryPort,
    private readonly issue: IssueBillingDocumentUseCase,
    private readonly clock: ClockPort,
    private readonly onFailure: (error: unknown, entry: LedgerEntry) => void,
  ) {}

  async execute(): Promise<number> {
    const now = this.clock.now();
    const entries = await this.ledger.listBetween(new Date(now.getTime() - DOCUMENT_SWEEP_LOOKBACK_MS), new Date(now.getTime() + DAY_MS));
    let issued = 0;
    for (const entry of entries) {
      try {
        if (await this.documents.findForLedgerEntry(entry.id)) continue;
        if ((await this.issue.execute(entry))?.issued) issued += 1;
      } catch (error) {
        this.onFailure(error, entry);
      }
    }
    return issued;
  }
}
