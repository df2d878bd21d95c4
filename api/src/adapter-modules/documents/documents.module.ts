import { Global, Module } from '@nestjs/common';
import { DocumentPdfPort, ExchangeRatePort } from '@pointforge/domain';
import { ConfiguredExchangeRate, PdfkitBillingDocumentPdf } from '@pointforge/infra';
import { AppConfig } from '../../common/config/app-config';

/**
 * Invoices and credit notes as PDF: the API serves them, the worker attaches them to emails;
 * and the rand rate their VAT is shown at (USD_ZAR_EXCHANGE_RATE with its source).
 */
@Global()
@Module({
  providers: [
    { provide: DocumentPdfPort, useClass: PdfkitBillingDocumentPdf },
    {
      provide: ExchangeRatePort,
      inject: [AppConfig],
      useFactory: (config: AppConfig) => new ConfiguredExchangeRate(config.exchangeRate.rate, config.exchangeRate.source),
    },
  ],
  exports: [DocumentPdfPort, ExchangeRatePort],
})
export class DocumentsModule {}
