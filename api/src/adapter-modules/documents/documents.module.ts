import { Global, Module } from '@nestjs/common';
import { DocumentPdfPort } from '@pointforge/domain';
import { PdfkitBillingDocumentPdf } from '@pointforge/infra';

/** Invoices and credit notes as PDF: the API serves them, the worker attaches them to emails. */
@Global()
@Module({
  providers: [{ provide: DocumentPdfPort, useClass: PdfkitBillingDocumentPdf }],
  exports: [DocumentPdfPort],
})
export class DocumentsModule {}
