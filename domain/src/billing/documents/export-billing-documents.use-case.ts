import { pageRequest } from '../../shared/page';
import type { BillingDocument } from './billing-document';
import type { BillingDocumentRepositoryPort } from './billing-document.repository.port';
import { documentsCsv } from './documents-csv';

/** Documents read per query while exporting. */
const EXPORT_PAGE_SIZE = 500;

/**
 * The accountant's CSV of every document issued `from` ≤ issuedAt < `to`, oldest first (see
 * documentsCsv for the columns).
 */
export class ExportBillingDocumentsUseCase {
  constructor(
    private readonly documents: BillingDocumentRepositoryPort,
    private readonly pageSize = EXPORT_PAGE_SIZE,
  ) {}

  async execute({ from, to }: { from: Date; to: Date }): Promise<string> {
    // Each page starts after the last row of the one before (keyset): a document issued while
    // the export reads is newer than every page still to come, so no row is read twice or missed.
    const newestFirst: BillingDocument[] = [];
    for (let cursor: string | undefined; ;) {
      const page = await this.documents.search({ from, to }, pageRequest(cursor, this.pageSize));
      newestFirst.push(...page.items);
      if (page.nextCursor === null) break;
      cursor = page.nextCursor;
    }
    return documentsCsv(newestFirst.reverse());
  }
}
