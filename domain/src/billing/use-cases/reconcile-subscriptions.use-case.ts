import type { LicenseRepositoryPort } from '../../licensing/license.repository.port';
import type { PaymentProviderPort, ProviderSubscription } from '../../ports/payment.port';
import { retentionCutoff } from '../../retention/retention-policy';
import type { ClockPort } from '../../shared/clock.port';
import { DomainError } from '../../shared/domain-error';
import { DAY_MS, HOUR_MS } from '../../shared/time';
import type { IssueMissingDocumentsUseCase } from '../documents/issue-missing-documents.use-case';
import type { PaymentRecorder } from '../ledger/payment-recorder';
import { isAbandonedCheckout, isLiveSubscription, nextReconciliationCheck, type Subscription } from '../subscription.entity';
import type { SubscriptionRepositoryPort } from '../subscription.repository.port';
import type { WebhookEventRepositoryPort } from '../webhook-event.repository.port';
import { BILLING_ERROR_CODES } from './billing-errors';
import { cancelAtProvider } from './cancel-subscription.use-case';
import { reactivateWhenPaid } from './pay-overdue-balance.use-case';
import type { SubscriptionSync } from './subscription-sync';
import { isPaymentFailing } from './subscription-sync-rules';

/** How much one run may ask of PayPal: rows read per page, and PayPal reads in all. */
export interface ReconciliationLimits {
  pageSize: number;
  requestBudget: number;
}

/** 100 rows a page, 1,000 PayPal reads a run (every 15 minutes): well inside PayPal's rate limits. */
export const DEFAULT_RECONCILIATION_LIMITS: ReconciliationLimits = { pageSize: 100, requestBudget: 1_000 };

/**
 * Days a processed webhook event is remembered by default (RETENTION_WEBHOOK_EVENTS_DAYS): the
 * remembered ids are what makes a redelivered event harmless; past this they would only pile up.
 */
export const WEBHOOK_EVENT_RETENTION_DEFAULT_DAYS = 90;
/**
 * PayPal redelivers an unacknowledged event for up to 3 days; a month leaves ten times that,
 * so a late redelivery (or one replayed from PayPal's dashboard soon after) is still recognised.
 */
export const WEBHOOK_EVENT_RETENTION_MIN_DAYS = 30;

/** How far back reconciliation lists a live subscription's payments for the ledger: a month and a day past the longest gap between runs' reads. */
export const LEDGER_LOOKBACK_MS = 31 * DAY_MS;

/** A subscription PayPal could not answer for is read again this much later, not at the head of every run. */
export const FAILED_CHECK_RETRY_MS = HOUR_MS;

export interface ReconciliationReport {
  /** Subscriptions read from PayPal. */
  checked: number;
  failed: number;
  /** Subscriptions whose stored status or access end changed. */
  changed: number;
  /** Checkouts still pending three hours after they began, now `abandoned`. */
  abandoned: number;
  /** Subscriptions whose grace period ran out with their payment still failing, now ended at PayPal. */
  endedUnpaid: number;
  licensesDeactivated: number;
  /** Processed webhook events past the configured window, now forgotten. */
  webhookEventsPruned: number;
  /** Payments and reversals PayPal lists that the ledger lacked (a webhook lost), now recorded. */
  ledgerRecorded: number;
  /** Invoices and credit notes of the last 31 days' ledger entries that had none, now issued. */
  documentsIssued: number;
  /** Why the run ended before the last due row; the rows it did not read stay due for the next run. Null: it went through. */
  stoppedEarly: 'request-budget' | 'rate-limited' | null;
  /** Another run of this process was under way, so this one did nothing. */
  overlapped: boolean;
}

/** A report of a run that has read nothing yet: all of an overlapping run's, the start of a real one's. */
function emptyReport(overlapped: boolean): ReconciliationReport {
  return {
    checked: 0,
    failed: 0,
    changed: 0,
    abandoned: 0,
    endedUnpaid: 0,
    licensesDeactivated: 0,
    webhookEventsPruned: 0,
    ledgerRecorded: 0,
    documentsIssued: 0,
    stoppedEarly: null,
    overlapped,
  };
}

/**
 * The safety net behind the webhook: the subscriptions due for a check (not final, and their
 * `nextCheckAt` reached: see nextReconciliationCheck) are re-read from PayPal in pages and
 * synced (cancellations made at PayPal, renewals, activations whose buyer never came back),
 * then licences past their expiry are deactivated. Final rows (cancelled, expired,
 * abandoned) and rows checked recently, however many, are never read. A checkout still
 * pending after that re-read and ABANDONED_CHECKOUT_AFTER_MS old is marked `abandoned`.
 * Processed webhook events older than `webhookEventRetentionDays` are pruned. One
 * subscription failing does not stop the others; it is counted and tried again in
 * FAILED_CHECK_RETRY_MS. A run stops early when it has spent its request budget or PayPal
 * rate-limits it (429 through the adapter's retries); the rows it did not read are still
 * due, so the next run goes on with them. Runs of one process never overlap.
 *
 * Ledger: each live subscription's payments PayPal lists for the last LEDGER_LOOKBACK_MS are
 * recorded where the ledger lacks them (recordedFrom 'reconciliation'), a reversed one with
 * its reversal; refunds are not in PayPal's list, so they come from the webhook and the console.
 * Then every ledger entry of the last 31 days without its invoice or credit note gets it.
 *
 * Dunning: a subscription PayPal suspended for a failed payment that has been paid since is
 * re-activated at PayPal; one whose grace period ran out with the payment still failing is
 * cancelled at PayPal and ended here (its owner emailed), so it is never back-billed.
 */
export class ReconcileSubscriptionsUseCase {
  private running = false;

  constructor(
    private readonly subscriptions: SubscriptionRepositoryPort,
    private readonly licenses: LicenseRepositoryPort,
    private readonly payments: PaymentProviderPort,
    private readonly sync: SubscriptionSync,
    private readonly clock: ClockPort,
    private readonly limits: ReconciliationLimits,
    private readonly webhookEvents: WebhookEventRepositoryPort,
    private readonly recorder: PaymentRecorder,
    private readonly missingDocuments: IssueMissingDocumentsUseCase,
    private readonly webhookEventRetentionDays: number,
  ) {}

  async execute(): Promise<ReconciliationReport> {
    if (this.running) return emptyReport(true);
    this.running = true;
    try {
      return await this.run();
    } finally {
      this.running = false;
    }
  }

  private async run(): Promise<ReconciliationReport> {
    const report = emptyReport(false);
    const now = this.clock.now();
    let after: string | null = null;
    pages: for (;;) {
      const page = await this.subscriptions.listDuePage(now, after, this.limits.pageSize);
      for (const subscription of page) {
        if (subscription.paypalSubscriptionId !== null && report.checked >= this.limits.requestBudget) {
          report.stoppedEarly = 'request-budget';
          break pages;
        }
        const outcome = await this.reconcileOne(subscription, report);
        if (outcome === 'rate-limited') {
          report.stoppedEarly = 'rate-limited';
          break pages;
        }
        after = subscription.id;
      }
      if (page.length < this.limits.pageSize) break;
    }
    report.licensesDeactivated = await this.licenses.deactivateExpired(this.clock.now());
    report.documentsIssued = await this.missingDocuments.execute();
    report.webhookEventsPruned = await this.webhookEvents.pruneReceivedBefore(retentionCutoff(this.clock.now(), this.webhookEventRetentionDays));
    return report;
  }

  private async reconcileOne(subscription: Subscription, report: ReconciliationReport): Promise<'done' | 'rate-limited'> {
    let current: Subscription = subscription;
    if (subscription.paypalSubscriptionId !== null) {
      report.checked += 1;
      try {
        current = await this.sync.sync(subscription, await this.readReactivatingPaid(subscription, subscription.paypalSubscriptionId));
        if (isGraceOver(current, this.clock.now())) {
          await cancelAtProvider(this.payments, current, 'Payment not received within the grace period');
          current = await this.sync.markEndedUnpaid(current);
          report.endedUnpaid += 1;
        }
        if (isLiveSubscription(current)) report.ledgerRecorded += await this.recordPayments(current, subscription.paypalSubscriptionId);
      } catch (error) {
        if (error instanceof DomainError && error.code === BILLING_ERROR_CODES.providerRateLimited) return 'rate-limited';
        report.failed += 1;
        await this.subscriptions.scheduleCheck(subscription.id, new Date(this.clock.now().getTime() + FAILED_CHECK_RETRY_MS));
        return 'done';
      }
      if (current.status !== subscription.status || current.endDate?.getTime() !== subscription.endDate?.getTime()) report.changed += 1;
    }
    if (isAbandonedCheckout(current, this.clock.now())) {
      await this.sync.markCheckoutClosed(current);
      report.abandoned += 1;
    } else {
      await this.subscriptions.scheduleCheck(current.id, nextReconciliationCheck(current, this.clock.now()));
    }
    return 'done';
  }

  /** Records the payments (and reversals) PayPal lists of the last LEDGER_LOOKBACK_MS that the ledger lacks; answers how many. */
  private async recordPayments(subscription: Subscription, paypalId: string): Promise<number> {
    const now = this.clock.now();
    const listed = await this.payments.listSubscriptionPayments(paypalId, new Date(now.getTime() - LEDGER_LOOKBACK_MS), new Date(now.getTime() + DAY_MS));
    // A reversal is recorded at the run that first saw it.
    return this.recorder.recordListed(subscription, listed, 'reconciliation', now);
  }

  /**
   * The subscription as PayPal reports it. One PayPal suspended for a failed payment that has
   * been paid since (a "Pay now" capture PayPal processed after refusing to re-activate it)
   * is re-activated first, so that it bills again.
   */
  private async readReactivatingPaid(subscription: Subscription, paypalId: string): Promise<ProviderSubscription> {
    const provider = await this.payments.getSubscription(paypalId);
    if (subscription.overdueAccessUntil === null || provider.status !== 'SUSPENDED' || isPaymentFailing(provider)) return provider;
    await reactivateWhenPaid(this.payments, paypalId, `pf-reactivate-${subscription.id}-${subscription.overdueAccessUntil.toISOString()}`);
    return this.payments.getSubscription(paypalId);
  }
}

/** Still failing to pay, and access has run out: the grace period is over. */
function isGraceOver(subscription: Subscription, now: Date): boolean {
  return isLiveSubscription(subscription) && subscription.overdueAccessUntil !== null && subscription.overdueAccessUntil.getTime() <= now.getTime();
}
