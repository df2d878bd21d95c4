import { DynamicModule, Module } from '@nestjs/common';
import { AppConfig } from './common/config/app-config';
import { ConfigModule } from './common/config/config.module';
import { LoggingModule } from './common/logging/logging.module';
import { MetricsModule } from './metrics/metrics.module';
import { HealthModule } from './health/health.module';
import { WorkerHealthServer } from './health/worker-health.server';
import { MailModule } from './adapter-modules/mail/mail.module';
import { PaymentModule } from './adapter-modules/payment/payment.module';
import { PersistenceModule } from './adapter-modules/persistence/persistence.module';
import { QueueModule } from './adapter-modules/queue/queue.module';
import { SecurityModule } from './adapter-modules/security/security.module';
import { JobsModule } from './jobs/jobs.module';
import { BillingCoreModule } from './modules/billing/billing-core.module';

/** The `worker` process: consumes jobs from Redis; no API, only the health probes (and /metrics on METRICS_PORT). */
@Module({})
export class WorkerModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggingModule.forRoot(config, 'worker'),
        MetricsModule.forRoot(config, 'worker'),
        PersistenceModule.forRoot(config),
        QueueModule.forRoot(config),
        MailModule,
        SecurityModule,
        PaymentModule,
        BillingCoreModule,
        JobsModule.forWorker(),
        HealthModule,
      ],
      providers: [WorkerHealthServer],
    };
  }
}
