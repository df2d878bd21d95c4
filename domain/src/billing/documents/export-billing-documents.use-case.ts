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
  constructor(private readonly documents: BillingDocumentRepositoryPort) {}

  async execute({ from, to }: { from: Date; to: Date }): Promise<string> {
    const newestFirst: BillingDocument[] = [];
    for (let page = 1; ; page += 1) {
      const { items, total } = await this.documents.search({ from, to }, { page, pageSize: EXPORT_PAGE_SIZE });
      newestFirst.push(...items);
      if (items.length < EXPORT_PAGE_SIZE || newestFirst.length >= total) break;
    }
    return documentsCsv(newestFirst.reverse());
  }
}
