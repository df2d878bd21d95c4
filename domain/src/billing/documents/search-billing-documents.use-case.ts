import { pageRequest, type Page } from '../../shared/page';
import type { BillingDocumentRepositoryPort } from './billing-document.repository.port';
import { toConsoleDocumentRow, type ConsoleDocumentRow } from './console-document-row';

export interface SearchBillingDocumentsInput {
  /** A document number, or part of the customer's name, email or VAT number. */
  q?: string;
  /** Documents issued at or after this instant. */
  from?: Date;
  /** Documents issued before this instant. */
  to?: Date;
  page?: number;
}

/** The console's documents: newest first, searched, within issue dates, a page at a time. */
export class SearchBillingDocumentsUseCase {
  constructor(private readonly documents: BillingDocumentRepositoryPort) {}

  async execute(input: SearchBillingDocumentsInput): Promise<Page<ConsoleDocumentRow>> {
    const text = input.q?.trim();
    const page = await this.documents.search(
      { ...(text ? { text } : {}), ...(input.from ? { from: input.from } : {}), ...(input.to ? { to: input.to } : {}) },
      pageRequest(input.page),
    );
    return { ...page, items: page.items.map(toConsoleDocumentRow) };
  }
}
