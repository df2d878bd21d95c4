import type { BillingType, PaidPlanId } from '../../catalog/plan.types';
import type { ProviderAmount, ProviderPayment } from '../../ports/payment.port';
import type { TokenGeneratorPort } from '../../shared/token-generator.port';
import { minorUnits, tookMoney } from '../refund';
import type { Subscription } from '../subscription.entity';
import { vatInGross } from '../tax/vat';
import { ledgerEntry, type LedgerEntry, type LedgerSource } from './ledger-entry';
import type { LedgerRecording, PaymentLedgerPort } from './payment-ledger.port';

/** A money movement as PayPal reported it to one of our paths. */
export interface ReportedTransaction {
  /** PayPal's id of the sale, capture or refund. */
  id: string;
  amount: ProviderAmount;
  /** PayPal's tax on it, where it says. */
  tax?: ProviderAmount | null;
  /** PayPal's fee, where it says. */
  fee?: ProviderAmount | null;
  time: Date;
}

/**
 * The ledger id of a reversal of `saleId`. PayPal reports a chargeback as the sale itself
 * (its state `reversed`, in the webhook and in the transaction list) or, in some webhooks,
 * refund-shaped with an id of its own; a sale is reversed at most once, so the reversal is
 * keyed by the sale whichever way it was reported, and no path records it twice.
 */
export function reversalTransactionId(saleId: string): string {
  return `${saleId}-REVERSAL`;
}

/**
 * Writes PayPal's payments, refunds and reversals to the ledger, once per transaction:
 * whichever of the webhook, our own call's answer and reconciliation reports one first
 * records it; the others find it there (`recorded` false). Nothing is recorded for an
 * amount that is not a positive sum of cents: nothing was taken.
 *
 * A ledger that cannot be written is reported to `onFailure` and answered null, never
 * thrown: the money has moved at PayPal by then, and the checkout, refund or webhook that
 * reports it must finish (a refund retried would pay out twice); reconciliation fills the gap.
 *
 * A newly recorded entry is handed to `onRecorded` (which issues its invoice or credit note)
 * before the call answers; what fails there is reported to `onFailure` too, never thrown.
 *
 * The VAT of an entry is PayPal's reported tax where it gives one, else the tax fraction of
 * the gross at the rate PayPal was asked to add to the subscription's payments (0 without).
 */
export class PaymentRecorder {
  constructor(
    private readonly ledger: PaymentLedgerPort,
    private readonly tokens: TokenGeneratorPort,
    private readonly onFailure: (error: unknown, providerTransactionId: string) => void,
    private readonly onRecorded: (entry: LedgerEntry) => Promise<unknown> = () => Promise.resolve(),
  ) {}

  /** A payment of the subscription; `plan` for a one-time order of a plan change, which pays for the new plan. */
  payment(
    subscription: Subscription,
    transaction: ReportedTransaction,
    recordedFrom: LedgerSource,
    plan: { plan: PaidPlanId; billingType: BillingType } = subscription,
  ): Promise<LedgerRecording | null> {
    return this.record(subscription, transaction, { kind: 'payment', recordedFrom, relatesToTransactionId: null, ...pick(plan) });
  }

  /** A refund or reversal taking back (part of) the payment `saleId`. */
  takenBack(
    subscription: Subscription,
    kind: 'refund' | 'reversal',
    saleId: string,
    transaction: ReportedTransaction,
    recordedFrom: LedgerSource,
  ): Promise<LedgerRecording | null> {
    return this.record(subscription, transaction, { kind, recordedFrom, relatesToTransactionId: saleId, ...pick(subscription) });
  }

  /**
   * Records the subscription's payments as PayPal lists them that took money, a reversed one
   * with its reversal (PayPal lists no time of it: `seenAt`); answers how many were missing.
   */
  async recordListed(subscription: Subscription, listed: readonly ProviderPayment[], recordedFrom: LedgerSource, seenAt: Date): Promise<number> {
    let recorded = 0;
    for (const payment of listed.filter(tookMoney)) {
      const sale = { id: payment.id, amount: payment.amount, tax: payment.tax, fee: payment.fee, time: payment.time };
      const entries = [await this.payment(subscription, sale, recordedFrom)];
      if (payment.status === 'reversed') {
        const reversal = { id: reversalTransactionId(payment.id), amount: payment.amount, time: seenAt };
        entries.push(await this.takenBack(subscription, 'reversal', payment.id, reversal, recordedFrom));
      }
      recorded += entries.filter((entry) => entry?.recorded).length;
    }
    return recorded;
  }

  private async record(
    subscription: Subscription,
    transaction: ReportedTransaction,
    fields: Pick<LedgerEntry, 'kind' | 'recordedFrom' | 'relatesToTransactionId' | 'plan' | 'billingType'>,
  ): Promise<LedgerRecording | null> {
    const grossCents = minorUnits(transaction.amount.value);
    if (grossCents === null || grossCents === 0) return null;
    let recording: LedgerRecording;
    try {
      recording = await this.ledger.recordOnce(this.entryOf(subscription, transaction, grossCents, fields));
    } catch (error) {
      this.onFailure(error, transaction.id);
      return null;
    }
    if (recording.recorded) await this.followUp(recording.entry);
    return recording;
  }

  private async followUp(entry: LedgerEntry): Promise<void> {
    try {
      await this.onRecorded(entry);
    } catch (error) {
      this.onFailure(error, entry.providerTransactionId);
    }
  }

  private entryOf(
    subscription: Subscription,
    transaction: ReportedTransaction,
    grossCents: number,
    fields: Pick<LedgerEntry, 'kind' | 'recordedFrom' | 'relatesToTransactionId' | 'plan' | 'billingType'>,
  ): LedgerEntry {
    return ledgerEntry({
      id: this.tokens.newId(),
      providerTransactionId: transaction.id,
      userId: subscription.userId,
      subscriptionId: subscription.id,
      grossCents,
      vatCents: centsOf(transaction.tax) ?? vatInGross(grossCents, subscription.taxBasisPoints),
      feeCents: centsOf(transaction.fee),
      currency: transaction.amount.currency,
      occurredAt: transaction.time,
      ...fields,
    });
  }
}

function pick({ plan, billingType }: { plan: PaidPlanId; billingType: BillingType }): { plan: PaidPlanId; billingType: BillingType } {
  return { plan, billingType };
}

function centsOf(amount: ProviderAmount | null | undefined): number | null {
  return amount ? minorUnits(amount.value) : null;
}
