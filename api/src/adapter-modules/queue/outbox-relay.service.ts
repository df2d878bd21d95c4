import { BeforeApplicationShutdown, Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { JobQueuePort } from '@pointforge/domain';
import { OutboxJobQueue, OutboxRelay, type OutboxBacklog, type OutboxBacklogSource } from '@pointforge/infra';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../common/config/app-config';
import { DELIVERY_QUEUE } from './delivery-queue.token';

/**
 * Runs this process's outbox relay: from start-up until shutdown, committed jobs move from
 * the outbox table to the delivery queue. It stops before the database closes; rows it has
 * not handed over by then stay in the outbox for the next relay, in this process or another.
 */
@Injectable()
export class OutboxRelayService implements OnApplicationBootstrap, BeforeApplicationShutdown, OutboxBacklogSource {
  private readonly relay: OutboxRelay;
  private stopListening: (() => void) | undefined;

  constructor(
    @Inject(DataSource) dataSource: DataSource,
    @Inject(DELIVERY_QUEUE) deliveryQueue: JobQueuePort,
    private readonly outbox: OutboxJobQueue,
    config: AppConfig,
  ) {
    this.relay = new OutboxRelay({ dataSource, deliveryQueue, logger: new Logger('Outbox'), retentionDays: config.outboxRetentionDays });
  }

  onApplicationBootstrap(): void {
    this.stopListening = this.outbox.onCommitted(() => this.relay.wake());
    this.relay.start();
  }

  /** What waits in the outbox now, for the outbox metrics. */
  backlog(): Promise<OutboxBacklog> {
    return this.relay.backlog();
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopListening?.();
    await this.relay.stop();
  }
}
