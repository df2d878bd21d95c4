export { PdfkitBillingDocumentPdf } from './billing-document-pdf';
export { ConfiguredExchangeRate } from './configured-exchange-rate';
