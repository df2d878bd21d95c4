import { Injectable } from '@nestjs/common';
import type { JobHandlers } from '@pointforge/domain';
import { JobMetrics } from '@pointforge/infra';
import { PurgeExpiredRecordsProcessor } from './purge-expired-records.processor';
import { ReconcileSubscriptionsProcessor } from './reconcile-subscriptions.processor';
import { SendMailProcessor } from './send-mail.processor';

/**
 * Every job name and the processor that handles it. `JobHandlers` is keyed by the domain's
 * job names, so a new job does not compile until it is registered here. Each run is timed
 * for the job metrics, whichever queue runs it.
 */
@Injectable()
export class JobHandlersRegistry {
  constructor(
    private readonly sendMail: SendMailProcessor,
    private readonly reconcileSubscriptions: ReconcileSubscriptionsProcessor,
    private readonly purgeExpiredRecords: PurgeExpiredRecordsProcessor,
    private readonly jobMetrics: JobMetrics,
  ) {}

  handlers(): JobHandlers {
    return this.jobMetrics.measure({
      'send-mail': (payload) => this.sendMail.handle(payload),
      'reconcile-subscriptions': () => this.reconcileSubscriptions.handle(),
      'purge-expired-records': () => this.purgeExpiredRecords.handle(),
    });
  }
}
