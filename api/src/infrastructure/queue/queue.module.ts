import { DynamicModule, Global, Module, Provider } from '@nestjs/common';
import { BullModule, getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { JobQueuePort } from '@pointforge/domain';
import {
  BullmqJobQueue,
  DEFAULT_JOB_OPTIONS,
  InProcessJobQueue,
  JOBS_QUEUE_NAME,
  bullmqConnectionOptions,
} from '@pointforge/infra';
import { AppConfig } from '../../common/config/app-config';
import { NestJobQueueLogger } from './nest-job-queue-logger';
import { RedisPing } from './redis-ping';

/**
 * The job queue port, picked by configuration here and nowhere else: with REDIS_URL, jobs
 * go to BullMQ in Redis (this process only enqueues; `worker` consumes); without it, one
 * in-process queue that the embedded API process also runs (see jobs/).
 */
@Global()
@Module({})
export class QueueModule {
  static forRoot(config: AppConfig): DynamicModule {
    return config.redisUrl === undefined ? inProcess() : bullmq();
  }
}

function inProcess(): DynamicModule {
  const providers: Provider[] = [
    { provide: InProcessJobQueue, useFactory: () => new InProcessJobQueue({ logger: new NestJobQueueLogger() }) },
    { provide: JobQueuePort, useExisting: InProcessJobQueue },
  ];
  return { module: QueueModule, providers, exports: [JobQueuePort, InProcessJobQueue] };
}

function bullmq(): DynamicModule {
  const queueToken = getQueueToken(JOBS_QUEUE_NAME);
  const providers: Provider[] = [
    { provide: JobQueuePort, useFactory: (queue: Queue) => new BullmqJobQueue(queue), inject: [queueToken] },
    { provide: RedisPing, useFactory: (queue: Queue) => RedisPing.through(queue), inject: [queueToken] },
  ];
  return {
    module: QueueModule,
    imports: [
      BullModule.forRootAsync({
        inject: [AppConfig],
        useFactory: (config: AppConfig) => ({
          connection: bullmqConnectionOptions(config.redisUrl as string),
          prefix: config.redisPrefix,
        }),
      }),
      BullModule.registerQueue({ name: JOBS_QUEUE_NAME, defaultJobOptions: DEFAULT_JOB_OPTIONS }),
    ],
    providers,
    exports: [JobQueuePort, RedisPing],
  };
}
