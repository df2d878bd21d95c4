import { DynamicModule, Global, Module, Provider } from '@nestjs/common';
import { BullModule, getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { JobQueuePort } from '@pointforge/domain';
import { DataSource } from 'typeorm';
import {
  BullmqJobQueue,
  DEFAULT_JOB_OPTIONS,
  InProcessJobQueue,
  JOBS_QUEUE_NAME,
  JobMetrics,
  MetricsRegistry,
  OutboxJobQueue,
  OutboxMetrics,
  bullmqConnectionOptions,
} from '@pointforge/infra';
import { AppConfig } from '../../common/config/app-config';
import { DELIVERY_QUEUE } from './delivery-queue.token';
import { NestJobQueueLogger } from './nest-job-queue-logger';
import { OutboxRelayService } from './outbox-relay.service';
import { RedisPing } from './redis-ping';

/**
 * Use cases enqueue through JobQueuePort, which writes each job to the outbox table in the
 * caller's transaction; this process's OutboxRelayService moves committed jobs on to the
 * delivery queue, picked by configuration here and nowhere else: with REDIS_URL, BullMQ in
 * Redis (the API only enqueues; `worker` consumes); without it, one in-process queue that
 * the embedded API process also runs (see jobs/).
 */
@Global()
@Module({})
export class QueueModule {
  static forRoot(config: AppConfig): DynamicModule {
    return config.redisUrl === undefined ? inProcess() : bullmq();
  }
}

const outboxProviders: Provider[] = [
  {
    provide: OutboxJobQueue,
    useFactory: (dataSource: DataSource, deliveryQueue: JobQueuePort) => new OutboxJobQueue(dataSource, deliveryQueue),
    inject: [DataSource, DELIVERY_QUEUE],
  },
  { provide: JobQueuePort, useExisting: OutboxJobQueue },
  OutboxRelayService,
  {
    provide: OutboxMetrics,
    inject: [MetricsRegistry, OutboxRelayService],
    useFactory: (metrics: MetricsRegistry, relay: OutboxRelayService) => new OutboxMetrics(metrics, relay),
  },
];

function inProcess(): DynamicModule {
  const providers: Provider[] = [
    {
      provide: InProcessJobQueue,
      inject: [JobMetrics],
      useFactory: (jobMetrics: JobMetrics) => {
        const queue = new InProcessJobQueue({ logger: new NestJobQueueLogger(), onKeptAsFailed: (name) => jobMetrics.jobKeptAsFailed(name) });
        jobMetrics.watchQueue(JOBS_QUEUE_NAME, queue);
        return queue;
      },
    },
    { provide: DELIVERY_QUEUE, useExisting: InProcessJobQueue },
    ...outboxProviders,
  ];
  return { module: QueueModule, providers, exports: [JobQueuePort, InProcessJobQueue, OutboxRelayService, DELIVERY_QUEUE] };
}

function bullmq(): DynamicModule {
  const queueToken = getQueueToken(JOBS_QUEUE_NAME);
  const providers: Provider[] = [
    {
      provide: DELIVERY_QUEUE,
      inject: [queueToken, JobMetrics],
      useFactory: (queue: Queue, jobMetrics: JobMetrics) => {
        const deliveryQueue = new BullmqJobQueue(queue);
        jobMetrics.watchQueue(JOBS_QUEUE_NAME, deliveryQueue);
        return deliveryQueue;
      },
    },
    { provide: RedisPing, useFactory: (queue: Queue) => RedisPing.through(queue), inject: [queueToken] },
    ...outboxProviders,
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
    exports: [JobQueuePort, RedisPing, OutboxRelayService, DELIVERY_QUEUE],
  };
}
