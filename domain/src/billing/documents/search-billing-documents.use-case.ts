import { pageRequest, type Page } from '../../shared/page';
import type { BillingDocumentRepositoryPort, DocumentSearch } from './billing-document.repository.port';
import { toConsoleDocumentRow, type ConsoleDocumentRow } from './console-document-row';

/** The repository's search (issue dates `from` ≤ issuedAt < `to`), its text as `q=` names it, and the page. */
export type SearchBillingDocumentsInput = Omit<DocumentSearch, 'text'> & { q?: string; cursor?: string };

/** The console's documents: newest first, searched, within issue dates, a page at a time. */
export class SearchBillingDocumentsUseCase {
  constructor(private readonly documents: BillingDocumentRepositoryPort) {}

  async execute(input: SearchBillingDocumentsInput): Promise<Page<ConsoleDocumentRow>> {
    const text = input.q?.trim();
    const page = await this.documents.search(
      { ...(text ? { text } : {}), ...(input.from ? { from: input.from } : {}), ...(input.to ? { to: input.to } : {}) },
      pageRequest(input.cursor),
    );
    return { ...page, items: page.items.map(toConsoleDocumentRow) };
  }
}
