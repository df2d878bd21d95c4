import { documentNotFoundError } from '../use-cases/billing-errors';
import type { BillingDocumentRepositoryPort } from './billing-document.repository.port';
import type { DocumentPdfPort } from './document-pdf.port';

export interface RenderedDocument {
  /** `INV-2027-000001.pdf` */
  filename: string;
  pdf: Uint8Array;
}

/**
 * A document as its PDF, rendered from its stored snapshot alone. With `ownerId` (the
 * customer's download) only the owner's: another user's document, like an unknown id, is
 * BILLING.DOCUMENT_NOT_FOUND, so its existence is not revealed. Without (the console), any.
 */
export class RenderBillingDocumentUseCase {
  constructor(
    private readonly documents: BillingDocumentRepositoryPort,
    private readonly pdf: DocumentPdfPort,
  ) {}

  async execute({ documentId, ownerId }: { documentId: string; ownerId?: string }): Promise<RenderedDocument> {
    const document = await this.documents.findById(documentId);
    if (!document || (ownerId !== undefined && document.userId !== ownerId)) throw documentNotFoundError();
    return { filename: `${document.number}.pdf`, pdf: await this.pdf.render(document) };
  }
}
