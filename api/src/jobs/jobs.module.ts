import { DynamicModule, Module, Provider } from '@nestjs/common';
import {
  ClockPort,
  DeliverMailUseCase,
  MailDeliveryLogPort,
  MailPort,
  PurgeExpiredRecordsUseCase,
  RetentionPort,
  SentMailRepositoryPort,
} from '@pointforge/domain';
import { AppConfig } from '../common/config/app-config';
import { BullmqJobRunner } from './bullmq-job-runner';
import { EmbeddedJobRunner } from './embedded-job-runner';
import { JobHandlersRegistry } from './job-handlers.registry';
import { JobSchedules } from './job-schedules';
import { PurgeExpiredRecordsProcessor } from './purge-expired-records.processor';
import { ReconcileSubscriptionsProcessor } from './reconcile-subscriptions.processor';
import { SendMailProcessor } from './send-mail.processor';
import { JOURNALED_SENT_MAIL, sentMailJournalProviders } from './sent-mail-journal.providers';

const handlerProviders: Provider[] = [
  ...sentMailJournalProviders,
  {
    provide: DeliverMailUseCase,
    useFactory: (mail: MailPort, sentMail: SentMailRepositoryPort, clock: ClockPort, deliveries: MailDeliveryLogPort) =>
      new DeliverMailUseCase(mail, sentMail, clock, deliveries),
    inject: [MailPort, JOURNALED_SENT_MAIL, ClockPort, MailDeliveryLogPort],
  },
  {
    provide: PurgeExpiredRecordsUseCase,
    useFactory: (retention: RetentionPort, clock: ClockPort, config: AppConfig) => new PurgeExpiredRecordsUseCase(retention, clock, config.retention),
    inject: [RetentionPort, ClockPort, AppConfig],
  },
  SendMailProcessor,
  ReconcileSubscriptionsProcessor,
  PurgeExpiredRecordsProcessor,
  JobHandlersRegistry,
];

/**
 * Who consumes jobs. The API process consumes only in the embedded default (no REDIS_URL);
 * with Redis it only enqueues and the `worker` process consumes. Only the API process
 * schedules the recurring jobs, so starting more workers never adds runs.
 */
@Module({})
export class JobsModule {
  static forApi(config: AppConfig): DynamicModule {
    if (config.redisUrl !== undefined) return { module: JobsModule, providers: [JobSchedules] };
    return { module: JobsModule, providers: [...handlerProviders, EmbeddedJobRunner, JobSchedules] };
  }

  static forWorker(): DynamicModule {
    return { module: JobsModule, providers: [...handlerProviders, BullmqJobRunner] };
  }
}
