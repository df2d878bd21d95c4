import { formatDocumentNumber, type BillingDocument, type BillingDocumentDraft } from '../billing/documents/billing-document';
import { BillingDocumentRepositoryPort, issuedAtKey, type DocumentIssue, type DocumentSearch } from '../billing/documents/billing-document.repository.port';
import { pageOfRows, type Page, type PageRequest } from '../shared/page';
import { matchesTextSearch, parseTextSearch } from '../shared/text-search';
import { InMemoryRepository } from './in-memory-store';

/**
 * Issues without awaiting between reading the last number and storing the document, so each
 * issue is atomic as the SQL repository's locked transaction is. Documents are deep copies in
 * and out: changing a draft after issuing it changes nothing stored.
 */
export class InMemoryBillingDocumentRepository extends InMemoryRepository implements BillingDocumentRepositoryPort {
  async issue(draft: BillingDocumentDraft): Promise<DocumentIssue> {
    const stored = this.store.billingDocuments.find((row) => row.ledgerEntryId === draft.ledgerEntryId);
    if (stored) return { document: structuredClone(stored), issued: false };
    const year = draft.issuedAt.getUTCFullYear();
    const key = `${draft.series}-${year}`;
    const sequence = (this.store.documentSequences.get(key)?.lastSequence ?? 0) + 1;
    const document: BillingDocument = {
      ...structuredClone(draft),
      id: `document-${this.store.billingDocuments.filter(() => true).length + 1}`,
      number: formatDocumentNumber(draft.series, year, sequence),
    };
    this.store.billingDocuments.insert(structuredClone(document));
    this.store.documentSequences.delete((row) => row.key === key);
    this.store.documentSequences.insert({ key, lastSequence: sequence });
    return { document, issued: true };
  }

  async findById(id: string): Promise<BillingDocument | null> {
    return this.copyOf(this.store.billingDocuments.get(id));
  }

  async findForLedgerEntry(ledgerEntryId: string): Promise<BillingDocument | null> {
    return this.copyOf(this.store.billingDocuments.find((row) => row.ledgerEntryId === ledgerEntryId));
  }

  async listForUser(userId: string): Promise<BillingDocument[]> {
    return this.newestFirst((document) => document.userId === userId);
  }

  async search(search: DocumentSearch, page: PageRequest): Promise<Page<BillingDocument>> {
    const text = search.text ? parseTextSearch(search.text) : undefined;
    const matches = (document: BillingDocument): boolean =>
      (!text ||
        matchesTextSearch(text, document.recipient.email, [
          document.number,
          document.recipient.legalName,
          document.recipient.email,
          document.recipient.vatNumber,
        ])) &&
      (search.from === undefined || document.issuedAt.getTime() >= search.from.getTime()) &&
      (search.to === undefined || document.issuedAt.getTime() < search.to.getTime());
    return pageOfRows(this.newestFirst(matches), page, issuedAtKey);
  }

  private newestFirst(predicate: (document: BillingDocument) => boolean): BillingDocument[] {
    return this.store.billingDocuments
      .filter(predicate)
      .sort(byIssuedAtNewestFirst)
      .map((document) => structuredClone(document));
  }

  private copyOf(document: BillingDocument | null): BillingDocument | null {
    return document && structuredClone(document);
  }
}

/** Later issuedAt first, ties by the larger number, as the SQL repository orders. */
function byIssuedAtNewestFirst(a: BillingDocument, b: BillingDocument): number {
  const byTime = b.issuedAt.getTime() - a.issuedAt.getTime();
  if (byTime !== 0) return byTime;
  if (a.number === b.number) return 0;
  return a.number < b.number ? 1 : -1;
}
