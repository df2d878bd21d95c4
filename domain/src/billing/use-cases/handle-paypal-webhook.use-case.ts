import type { PaymentProviderPort, ProviderAmount, ProviderSale } from '../../ports/payment.port';
import type { ClockPort } from '../../shared/clock.port';
import { reversalTransactionId, type PaymentRecorder } from '../ledger/payment-recorder';
import { isFullRefund, latestPayment } from '../refund';
import type { DisputeRepositoryPort } from '../dispute.repository.port';
import type { Subscription } from '../subscription.entity';
import type { SubscriptionRepositoryPort } from '../subscription.repository.port';
import type { WebhookEventRepositoryPort } from '../webhook-event.repository.port';
import { webhookInvalidError } from './billing-errors';
import { CANCELLABLE_AT_PROVIDER, cancelAtProvider } from './cancel-subscription.use-case';
import type { SubscriptionRefunds } from './subscription-refunds';
import type { SubscriptionSync } from './subscription-sync';

/** A buyer's dispute opened, changed or closed: recorded against the subscription for the operator. */
const DISPUTE_EVENTS: readonly string[] = ['CUSTOMER.DISPUTE.CREATED', 'CUSTOMER.DISPUTE.UPDATED', 'CUSTOMER.DISPUTE.RESOLVED'];

/** The events acted on; any other verified event is recorded and acknowledged. */
export const HANDLED_PAYPAL_EVENTS: readonly string[] = [
  'BILLING.SUBSCRIPTION.ACTIVATED',
  'BILLING.SUBSCRIPTION.CANCELLED',
  'BILLING.SUBSCRIPTION.SUSPENDED',
  'BILLING.SUBSCRIPTION.EXPIRED',
  'BILLING.SUBSCRIPTION.RE-ACTIVATED',
  'BILLING.SUBSCRIPTION.UPDATED',
  'BILLING.SUBSCRIPTION.PAYMENT.FAILED',
  'PAYMENT.SALE.COMPLETED',
  'PAYMENT.SALE.PENDING',
  'PAYMENT.SALE.DENIED',
  'PAYMENT.SALE.REFUNDED',
  'PAYMENT.SALE.REVERSED',
  ...DISPUTE_EVENTS,
];

export interface PaypalWebhookInput {
  headers: Record<string, string | undefined>;
  rawBody: string;
}

/**
 * `partial-refund`: a refund of part of a payment, acknowledged and logged; the licence stays
 * as it is. `dispute-recorded`: a buyer's dispute stored against the subscription and logged for
 * the operator. `cancelled-closed`: PayPal activated a subscription closed here (cancelled, or its
 * account deleted), so it was cancelled at PayPal; logged for the operator, who may refund it.
 * `older-payment-refunded`: a full refund of a payment older than the latest, whose period is
 * over: the current period stays paid, so nothing changes; logged.
 */
export type PaypalWebhookOutcome =
  'processed' | 'duplicate' | 'ignored' | 'partial-refund' | 'cancelled-closed' | 'dispute-recorded' | 'older-payment-refunded';

/**
 * The fields read of an event's resource: a subscription (`id`), a sale (`id`,
 * `billing_agreement_id`; a reversal's resource is the reversed sale, with or without it) or a
 * refund (`id`, `sale_id`, `amount` in PayPal's v1 shape `{ total, currency }`; some reversals
 * come refund-shaped too).
 */
interface PaypalResource {
  id?: unknown;
  billing_agreement_id?: unknown;
  sale_id?: unknown;
  /** A sale's or refund's sum; a sale's `details.tax` is PayPal's tax on it. */
  amount?: { total?: unknown; currency?: unknown; details?: { tax?: unknown } };
  /** A sale's PayPal fee. */
  transaction_fee?: { value?: unknown; currency?: unknown };
  create_time?: unknown;
  update_time?: unknown;
  /** A dispute's (customer_disputes_v1): its id, the payment it disputes, status, reason, amount and outcome. */
  dispute_id?: unknown;
  disputed_transactions?: Array<{ seller_transaction_id?: unknown }>;
  status?: unknown;
  reason?: unknown;
  dispute_amount?: { value?: unknown; currency_code?: unknown };
  dispute_outcome?: { outcome_code?: unknown };
}

interface PaypalEvent {
  id?: unknown;
  event_type?: unknown;
  resource?: PaypalResource;
}

/**
 * PayPal's webhook. The delivery is verified with PayPal (a refusal answers 400; PayPal
 * unreachable throws provider_failed, so the answer is 5xx and PayPal retries). Each event id
 * is recorded once; a duplicate is acknowledged without work. Events arrive out of order, so
 * the subscription is re-read from PayPal and synced, rather than trusting the event. A refund
 * or reversal names a sale, not the subscription: the sale is re-read to find it. A full
 * refund of the latest payment ends the subscription (SubscriptionRefunds), a reversal
 * suspends the licence, a partial refund or one of an older payment changes nothing. Every
 * payment, refund and reversal reported is recorded in the payments ledger (once per PayPal
 * transaction, whichever path reports it first).
 */
export class HandlePaypalWebhookUseCase {
  constructor(
    private readonly payments: PaymentProviderPort,
    private readonly events: WebhookEventRepositoryPort,
    private readonly subscriptions: SubscriptionRepositoryPort,
    private readonly sync: SubscriptionSync,
    private readonly clock: ClockPort,
    private readonly disputes: DisputeRepositoryPort,
    private readonly refunds: SubscriptionRefunds,
    private readonly recorder: PaymentRecorder,
  ) {}

  async execute({ headers, rawBody }: PaypalWebhookInput): Promise<PaypalWebhookOutcome> {
    if (!(await this.payments.verifyWebhook(headers, rawBody))) throw webhookInvalidError();
    const event = JSON.parse(rawBody) as PaypalEvent;
    if (typeof event.id !== 'string' || typeof event.event_type !== 'string') throw webhookInvalidError();
    if (!(await this.events.recordOnce(event.id, event.event_type, this.clock.now()))) return 'duplicate';
    try {
      return await this.handle(event.event_type, event.resource);
    } catch (error) {
      // The answer is 5xx and PayPal delivers the event again: that retry must be processed,
      // not acknowledged as a duplicate of this failed attempt.
      await this.events.forget(event.id);
      throw error;
    }
  }

  private async handle(eventType: string, resource: PaypalResource | undefined): Promise<PaypalWebhookOutcome> {
    if (!HANDLED_PAYPAL_EVENTS.includes(eventType)) return 'ignored';
    if (eventType === 'PAYMENT.SALE.REFUNDED' || eventType === 'PAYMENT.SALE.REVERSED') {
      return this.handleTakenBack(eventType, resource);
    }
    if (DISPUTE_EVENTS.includes(eventType)) return this.recordDispute(resource);
    const paypalId = eventType.startsWith('PAYMENT.SALE.') ? resource?.billing_agreement_id : resource?.id;
    if (typeof paypalId !== 'string') return 'ignored';
    const subscription = await this.subscriptions.findByPaypalId(paypalId);
    if (!subscription) return 'ignored';
    if (eventType === 'PAYMENT.SALE.COMPLETED') await this.recordSale(subscription, resource);
    const provider = await this.payments.getSubscription(paypalId);
    if (isClosedHere(subscription) && CANCELLABLE_AT_PROVIDER.includes(provider.status)) {
      await cancelAtProvider(this.payments, subscription, 'Closed before PayPal activated it');
      return 'cancelled-closed';
    }
    await this.sync.sync(subscription, provider);
    return 'processed';
  }

  /** The sale completed is a payment taken: its sum, PayPal's tax and fee where given, and when. */
  private async recordSale(subscription: Subscription, resource: PaypalResource | undefined): Promise<void> {
    const saleId = stringOrNull(resource?.id);
    const amount = v1Amount(resource);
    if (saleId === null || amount === null) return;
    const tax = typeof resource?.amount?.details?.tax === 'string' ? { value: resource.amount.details.tax, currency: amount.currency } : null;
    const { value: fee, currency: feeCurrency } = resource?.transaction_fee ?? {};
    await this.recorder.payment(
      subscription,
      {
        id: saleId,
        amount,
        tax,
        fee: typeof fee === 'string' && typeof feeCurrency === 'string' ? { value: fee, currency: feeCurrency } : null,
        time: this.instant(resource?.create_time),
      },
      'webhook',
    );
  }

  /** PayPal's time of a resource, or now when it gives none. */
  private instant(value: unknown): Date {
    const time = typeof value === 'string' ? new Date(value) : null;
    return time && !Number.isNaN(time.getTime()) ? time : this.clock.now();
  }

  /** A dispute names the payment (`seller_transaction_id`, a sale), which names the subscription. */
  private async recordDispute(resource: PaypalResource | undefined): Promise<PaypalWebhookOutcome> {
    const disputeId = stringOrNull(resource?.dispute_id);
    const saleId = stringOrNull(resource?.disputed_transactions?.[0]?.seller_transaction_id);
    if (disputeId === null || saleId === null) return 'ignored';
    const sale = await this.payments.getSale(saleId);
    const subscription = sale.subscriptionId === null ? null : await this.subscriptions.findByPaypalId(sale.subscriptionId);
    if (!subscription) return 'ignored';
    const { value, currency_code: currency } = resource?.dispute_amount ?? {};
    const now = this.clock.now();
    await this.disputes.save({
      disputeId,
      subscriptionId: subscription.id,
      saleId,
      status: stringOrNull(resource?.status) ?? 'OPEN',
      reason: stringOrNull(resource?.reason),
      outcome: stringOrNull(resource?.dispute_outcome?.outcome_code),
      amount: typeof value === 'string' && typeof currency === 'string' ? { value, currency } : null,
      openedAt: now,
      updatedAt: now,
    });
    return 'dispute-recorded';
  }

  private async handleTakenBack(
    eventType: 'PAYMENT.SALE.REFUNDED' | 'PAYMENT.SALE.REVERSED',
    resource: PaypalResource | undefined,
  ): Promise<PaypalWebhookOutcome> {
    const refunded = eventType === 'PAYMENT.SALE.REFUNDED';
    // A refund names its sale in `sale_id`. A reversal's resource is the sale itself (its `id`),
    // or refund-shaped, naming the sale in `sale_id` while its own `id` is no sale at all.
    const saleId = stringOrNull(resource?.sale_id) ?? (refunded ? null : stringOrNull(resource?.id));
    if (saleId === null) return 'ignored';
    const sale = await this.payments.getSale(saleId);
    const subscription = sale.subscriptionId === null ? null : await this.subscriptions.findByPaypalId(sale.subscriptionId);
    if (!subscription || sale.subscriptionId === null) return 'ignored';
    if (refunded) {
      const refundId = stringOrNull(resource?.id);
      const amount = v1Amount(resource);
      if (refundId !== null && amount !== null) {
        await this.recorder.takenBack(subscription, 'refund', sale.id, { id: refundId, amount, time: this.instant(resource?.create_time) }, 'webhook');
      }
      return this.handleRefund(subscription, sale, resource);
    }
    // A reversal PayPal no longer reports (cancelled in the merchant's favour) takes nothing back.
    if (sale.state !== 'reversed') return 'ignored';
    const reversal = { id: reversalTransactionId(sale.id), amount: sale.amount, time: this.instant(resource?.update_time) };
    await this.recorder.takenBack(subscription, 'reversal', sale.id, reversal, 'webhook');
    await this.sync.suspendLicense(subscription, await this.payments.getSubscription(sale.subscriptionId), { saleId: sale.id, outcome: 'reversed' });
    return 'processed';
  }

  /**
   * A refund made at PayPal (its dashboard, or our console's, reported back): a full one of
   * the latest payment ends the subscription; the customer is emailed once per refund id, so
   * the console's own refund, reported here too, is not announced twice.
   */
  private async handleRefund(subscription: Subscription, sale: ProviderSale, resource: PaypalResource | undefined): Promise<PaypalWebhookOutcome> {
    const amount = v1Amount(resource);
    if (!isFullRefund(amount, sale)) return 'partial-refund';
    const refundId = stringOrNull(resource?.id);
    if (refundId === null) return 'ignored';
    const latest = latestPayment(await this.refunds.paymentsOf(subscription));
    if (latest?.id !== sale.id) return 'older-payment-refunded';
    await this.refunds.settle(subscription, {
      refundId,
      payment: { id: sale.id, amount: sale.amount, time: latest.time },
      refunded: amount ?? sale.amount,
      endsSubscription: true,
    });
    return 'processed';
  }
}

/** The dispute's status as PayPal names it, its reason and outcome: short strings or null. */
function stringOrNull(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** Cancelled by its owner, or its owner's account deleted: PayPal must not bill it. */
function isClosedHere(subscription: Subscription): boolean {
  return subscription.status === 'cancelled' || subscription.userId === null;
}

/** A v1 sale's or refund's `amount` ({ total, currency }). */
function v1Amount(resource: PaypalResource | undefined): ProviderAmount | null {
  const { total, currency } = resource?.amount ?? {};
  return typeof total === 'string' && typeof currency === 'string' ? { value: total, currency } : null;
}
