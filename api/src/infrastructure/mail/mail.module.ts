import { Global, Logger, Module } from '@nestjs/common';
import { MailPort } from '@pointforge/domain';
import { createMailAdapter } from '@pointforge/infra';
import { AppConfig } from '../../common/config/app-config';

/** Mail through SMTP when SMTP_URL is set, else `.eml` files in the outbox (development only). */
@Global()
@Module({
  providers: [
    {
      provide: MailPort,
      inject: [AppConfig],
      useFactory: (config: AppConfig) => {
        const logger = new Logger('Mail');
        return createMailAdapter({
          smtpUrl: config.smtpUrl,
          outboxDir: config.mailOutboxDir,
          from: config.mailFrom,
          log: (line: string) => logger.log(line),
        });
      },
    },
  ],
  exports: [MailPort],
})
export class MailModule {}
