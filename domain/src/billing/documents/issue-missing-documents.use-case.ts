import type { ClockPort } from '../../shared/clock.port';
import { DAY_MS } from '../../shared/time';
import { pageRequest } from '../../shared/page';
import type { BillingDocumentRepositoryPort } from './billing-document.repository.port';
import type { LedgerEntry } from '../ledger/ledger-entry';
import type { PaymentLedgerPort } from '../ledger/payment-ledger.port';
import type { IssueBillingDocumentUseCase } from './issue-billing-document.use-case';

/** Documents read per query while sweeping. */
const SWEEP_PAGE_SIZE = 500;

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
    const from = new Date(now.getTime() - DOCUMENT_SWEEP_LOOKBACK_MS);
    const entries = await this.ledger.listBetween(from, new Date(now.getTime() + DAY_MS));
    const documented = await this.entriesDocumentedSince(from);
    let issued = 0;
    for (const entry of entries.filter((candidate) => !documented.has(candidate.id))) {
      try {
        if ((await this.issue.execute(entry))?.issued) issued += 1;
      } catch (error) {
        this.onFailure(error, entry);
      }
    }
    return issued;
  }

  /**
   * The ledger entries that have a document issued since `from`: a few pages, not a read per
   * entry. A document is issued after its entry occurred, so every entry of the window with
   * one is here; issuing is idempotent besides.
   */
  private async entriesDocumentedSince(from: Date): Promise<Set<string>> {
    const documented = new Set<string>();
    for (let cursor: string | undefined; ;) {
      const page = await this.documents.search({ from }, pageRequest(cursor, SWEEP_PAGE_SIZE));
      for (const document of page.items) documented.add(document.ledgerEntryId);
      if (page.nextCursor === null) return documented;
      cursor = page.nextCursor;
    }
  }
}
