import { Injectable } from '@nestjs/common';
import type { JobHandlers } from '@pointforge/domain';
import { ReconcileSubscriptionsProcessor } from './reconcile-subscriptions.processor';
import { SendMailProcessor } from './send-mail.processor';

/**
 * Every job name and the processor that handles it. `JobHandlers` is keyed by the domain's
 * job names, so a new job does not compile until it is registered here.
 */
@Injectable()
export class JobHandlersRegistry {
  constructor(
    private readonly sendMail: SendMailProcessor,
    private readonly reconcileSubscriptions: ReconcileSubscriptionsProcessor,
  ) {}

  handlers(): JobHandlers {
    return {
      'send-mail': (payload) => this.sendMail.handle(payload),
      'reconcile-subscriptions': () => this.reconcileSubscriptions.handle(),
    };
  }
}
