import { DynamicModule, Module } from '@nestjs/common';
import { AppConfig } from './common/config/app-config';
import { HealthModule } from './health/health.module';
import { WorkerHealthServer } from './health/worker-health.server';
import { PaymentModule } from './adapter-modules/payment/payment.module';
import { JobsModule } from './jobs/jobs.module';
import { BillingCoreModule } from './modules/billing/billing-core.module';
import { processFoundation } from './process-foundation';

/** The `worker` process: consumes jobs from Redis; no API, only the health probes (and /metrics on METRICS_PORT). */
@Module({})
export class WorkerModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: WorkerModule,
      imports: [...processFoundation(config, 'worker'), PaymentModule, BillingCoreModule, JobsModule.forWorker(), HealthModule],
      providers: [WorkerHealthServer],
    };
  }
}
