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
    // By id: a document issued while the export pages through (newest first) pushes every row
    // down one, so a page can start with the row that ended the one before; none is ever skipped.
    const newestFirst = new Map<string, BillingDocument>();
    for (let page = 1, read = 0; ; page += 1) {
      const { items, total } = await this.documents.search({ from, to }, { page, pageSize: this.pageSize });
      for (const document of items) newestFirst.set(document.id, document);
      read += items.length;
      if (items.length < this.pageSize || read >= total) break;
    }
    return documentsCsv([...newestFirst.values()].reverse());
  }
}
