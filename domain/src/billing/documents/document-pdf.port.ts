import type { BillingDocument } from './billing-document';

/** Renders an issued document as an A4 PDF: the same bytes' worth of content every time, from its snapshot alone. */
export abstract class DocumentPdfPort {
  abstract render(document: BillingDocument): Promise<Uint8Array>;
}
