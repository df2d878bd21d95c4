import type { Page, PageKey, PageRequest } from '../../shared/page';
import type { BillingDocument, BillingDocumentDraft } from './billing-document';

/** What `issue` did: `issued` false when the ledger entry had its document already (`document` is that one). */
export interface DocumentIssue {
  document: BillingDocument;
  issued: boolean;
}

/** The console's search: the start of words of the number, customer name, email or VAT number, or the start of the email (parseTextSearch), within issue dates `from` ≤ issuedAt < `to`. */
export interface DocumentSearch {
  text?: string;
  from?: Date;
  to?: Date;
}

/** A document's place in the console's list: issued, then its number, newest first. */
export function issuedAtKey(document: BillingDocument): PageKey {
  return { at: document.issuedAt, tieBreak: document.number };
}

/**
 * Invoices and credit notes, each a snapshot of what it said on the day it was issued (a later
 * edit of the billing profile or the seller's settings never changes one). Never changed or
 * deleted (tax records, kept five years by the VAT Act s55), not even with the account.
 */
export abstract class BillingDocumentRepositoryPort {
  /**
   * Numbers the draft and stores it in one transaction: the next number of its series in the
   * UTC year of `issuedAt`, with no gap and no duplicate however many are issued at once. One
   * document per ledger entry: when the entry has one, stores nothing and answers it.
   */
  abstract issue(draft: BillingDocumentDraft): Promise<DocumentIssue>;
  abstract findById(id: string): Promise<BillingDocument | null>;
  abstract findForLedgerEntry(ledgerEntryId: string): Promise<BillingDocument | null>;
  /** The user's documents, newest first. */
  abstract listForUser(userId: string): Promise<BillingDocument[]>;
  /** The console's list, newest first. */
  abstract search(search: DocumentSearch, page: PageRequest): Promise<Page<BillingDocument>>;
}
