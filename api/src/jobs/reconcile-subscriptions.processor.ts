import { Injectable, Logger } from '@nestjs/common';
import { ReconcileSubscriptionsUseCase } from '@pointforge/domain';

/** The reconcile-subscriptions job (scheduled by JobSchedules): one use case; a run that overlaps another only repeats reads. */
@Injectable()
export class ReconcileSubscriptionsProcessor {
  private readonly logger = new Logger('Reconciliation');

  constructor(private readonly reconcile: ReconcileSubscriptionsUseCase) {}

  async handle(): Promise<void> {
    const report = await this.reconcile.execute();
    this.logger.log(
      `Checked ${report.checked} subscriptions with PayPal (${report.failed} failed), marked ${report.abandoned} checkouts abandoned, deactivated ${report.licensesDeactivated} expired licences`,
    );
  }
}
