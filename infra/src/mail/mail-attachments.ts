import type { BillingDocumentRepositoryPort, DocumentPdfPort, MailAttachmentRef } from '@pointforge/domain';
import type { MailFile } from './mail-transport';

/** Turns the attachment a queued message names into the file its email carries, when the worker sends it. */
export interface MailAttachmentSource {
  fileFor(ref: MailAttachmentRef): Promise<MailFile>;
}

/**
 * An issued invoice or credit note as `<number>.pdf`, rendered from its stored snapshot at
 * sending time, so the job carries an id, not a megabyte. A document that is not there
 * throws: the job fails and is retried rather than the email going out without it.
 */
export class BillingDocumentAttachments implements MailAttachmentSource {
  constructor(
    private readonly documents: BillingDocumentRepositoryPort,
    private readonly pdf: DocumentPdfPort,
  ) {}

  async fileFor({ billingDocumentId }: MailAttachmentRef): Promise<MailFile> {
    const document = await this.documents.findById(billingDocumentId);
    if (!document) throw new Error(`Billing document ${billingDocumentId} is not stored; the email that attaches it waits`);
    return { filename: `${document.number}.pdf`, contentType: 'application/pdf', content: Buffer.from(await this.pdf.render(document)) };
  }
}
