import { Global, Logger, Module } from '@nestjs/common';
import { BillingDocumentRepositoryPort, DocumentPdfPort, MailPort } from '@pointforge/domain';
import { BillingDocumentAttachments, createMailAdapter, MeteredMailAdapter, MetricsRegistry } from '@pointforge/infra';
import { AppConfig } from '../../common/config/app-config';

/**
 * Mail through SMTP when SMTP_URL is set, else `.eml` files in the outbox (development only);
 * either one counted for the metrics. An issued document's email carries its PDF, rendered
 * when the worker sends it.
 */
@Global()
@Module({
  providers: [
    {
      provide: MailPort,
      inject: [AppConfig, MetricsRegistry, BillingDocumentRepositoryPort, DocumentPdfPort],
      useFactory: (config: AppConfig, metrics: MetricsRegistry, documents: BillingDocumentRepositoryPort, pdf: DocumentPdfPort) => {
        const logger = new Logger('Mail');
        const mail = createMailAdapter({
          smtpUrl: config.smtpUrl,
          outboxDir: config.mailOutboxDir,
          from: config.mailFrom,
          log: (line: string) => logger.log(line),
          attachments: new BillingDocumentAttachments(documents, pdf),
        });
        return new MeteredMailAdapter(mail, metrics);
      },
    },
  ],
  exports: [MailPort],
})
export class MailModule {}
