import { Global, Logger, Module } from '@nestjs/common';
import { MailPort } from '@pointforge/domain';
import { createMailAdapter, MeteredMailAdapter, MetricsRegistry } from '@pointforge/infra';
import { AppConfig } from '../../common/config/app-config';

/** Mail through SMTP when SMTP_URL is set, else `.eml` files in the outbox (development only); either one counted for the metrics. */
@Global()
@Module({
  providers: [
    {
      provide: MailPort,
      inject: [AppConfig, MetricsRegistry],
      useFactory: (config: AppConfig, metrics: MetricsRegistry) => {
        const logger = new Logger('Mail');
        const mail = createMailAdapter({
          smtpUrl: config.smtpUrl,
          outboxDir: config.mailOutboxDir,
          from: config.mailFrom,
          log: (line: string) => logger.log(line),
        });
        return new MeteredMailAdapter(mail, metrics);
      },
    },
  ],
  exports: [MailPort],
})
export class MailModule {}
