export { PdfkitBillingDocumentPdf } from './billing-document-pdf';
