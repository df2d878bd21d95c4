import { StreamableFile } from '@nestjs/common';
import type { RenderedDocument } from '@pointforge/domain';
import { attachmentContentDisposition } from '@pointforge/infra';

/** `Cache-Control` of a document's PDF and of the CSV export: a tax record, kept in no shared cache. */
export const PRIVATE_NO_STORE = 'private, no-store';

/** A document's PDF as the download it is: `attachment; filename="INV-2027-000001.pdf"`. */
export function documentPdfFile({ filename, pdf }: RenderedDocument): StreamableFile {
  return new StreamableFile(Buffer.from(pdf), { type: 'application/pdf', disposition: attachmentContentDisposition(filename), length: pdf.byteLength });
}
