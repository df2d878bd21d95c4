import { Injectable, Logger } from '@nestjs/common';
import { ReconcileSubscriptionsUseCase } from '@pointforge/domain';

/** The reconcile-subscriptions job (scheduled by JobSchedules): one use case, whose report is logged for the operator. */
@Injectable()
export class ReconcileSubscriptionsProcessor {
  private readonly logger = new Logger('Reconciliation');

  constructor(private readonly reconcile: ReconcileSubscriptionsUseCase) {}

  async handle(): Promise<void> {
    const report = await this.reconcile.execute();
    if (report.overlapped) {
      this.logger.warn('Reconciliation skipped: the previous run is still under way');
      return;
    }
    const stopped = report.stoppedEarly === null ? '' : `; stopped early (${report.stoppedEarly}), the next run goes on from there`;
    this.logger.log(
      `Checked ${report.checked} subscriptions with PayPal (${report.failed} failed), changed ${report.changed}, marked ${report.abandoned} checkouts abandoned, deactivated ${report.licensesDeactivated} expired licences, pruned ${report.webhookEventsPruned} processed webhook events, recorded ${report.ledgerRecorded} payments the ledger lacked, issued ${report.documentsIssued} missing invoices and credit notes${stopped}`,
    );
  }
}
