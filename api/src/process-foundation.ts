import type { ModuleMetadata } from '@nestjs/common';
import type { AppConfig } from './common/config/app-config';
import { ConfigModule } from './common/config/config.module';
import type { ProcessRole } from './common/config/load-config';
import { LoggingModule } from './common/logging/logging.module';
import { MetricsModule } from './metrics/metrics.module';
import { DocumentsModule } from './adapter-modules/documents/documents.module';
import { MailModule } from './adapter-modules/mail/mail.module';
import { PersistenceModule } from './adapter-modules/persistence/persistence.module';
import { QueueModule } from './adapter-modules/queue/queue.module';
import { SecurityModule } from './adapter-modules/security/security.module';

/**
 * What both processes (`api` and `worker`) stand on, in this order: the validated
 * configuration, logs and metrics under the process's role, the database, the job queue,
 * the documents' PDF renderer, mail and the security adapters.
 */
export function processFoundation(config: AppConfig, role: ProcessRole): NonNullable<ModuleMetadata['imports']> {
  return [
    ConfigModule.forRoot(config),
    LoggingModule.forRoot(config, role),
    MetricsModule.forRoot(config, role),
    PersistenceModule.forRoot(config),
    QueueModule.forRoot(config),
    DocumentsModule,
    MailModule,
    SecurityModule,
  ];
}
