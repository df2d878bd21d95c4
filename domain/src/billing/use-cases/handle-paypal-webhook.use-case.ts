import type { PaymentProviderPort, ProviderAmount } from '../../ports/payment.port';
import type { ClockPort } from '../../shared/clock.port';
import { isFullRefund } from '../refund';
import type { Subscription } from '../subscription.entity';
import type { SubscriptionRepositoryPort } from '../subscription.repository.port';
import type { WebhookEventRepositoryPort } from '../webhook-event.repository.port';
import { webhookInvalidError } from './billing-errors';
import { CANCELLABLE_AT_PROVIDER, cancelAtProvider } from './cancel-subscription.use-case';
import type { SubscriptionSync } from './subscription-sync';

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
];

export interface PaypalWebhookInput {
  headers: Record<string, string | undefined>;
  rawBody: string;
}

/**
 * `partial-refund`: a refund of part of a payment, acknowledged and logged; the licence stays
 * as it is. `cancelled-closed`: PayPal activated a subscription closed here (cancelled, or its
 * account deleted), so it was cancelled at PayPal; logged for the operator, who may refund it.
 */
export type PaypalWebhookOutcome = 'processed' | 'duplicate' | 'ignored' | 'partial-refund' | 'cancelled-closed';

/**
 * The fields read of an event's resource: a subscription (`id`), a sale (`id`,
 * `billing_agreement_id`; a reversal's resource is the reversed sale) or a refund (`sale_id`,
 * `amount` in PayPal's v1 shape `{ total, currency }`).
 */
interface PaypalResource {
  id?: unknown;
  billing_agreement_id?: unknown;
  sale_id?: unknown;
  amount?: { total?: unknown; currency?: unknown };
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
 * or reversal names a sale, not the subscription: the sale is re-read to find it; a full
 * refund or a reversal suspends the licence, a partial refund changes nothing.
 */
export class HandlePaypalWebhookUseCase {
  constructor(
    private readonly payments: PaymentProviderPort,
    private readonly events: WebhookEventRepositoryPort,
    private readonly subscriptions: SubscriptionRepositoryPort,
    private readonly sync: SubscriptionSync,
    private readonly clock: ClockPort,
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
    const paypalId = eventType.startsWith('PAYMENT.SALE.') ? resource?.billing_agreement_id : resource?.id;
    if (typeof paypalId !== 'string') return 'ignored';
    const subscription = await this.subscriptions.findByPaypalId(paypalId);
    if (!subscription) return 'ignored';
    const provider = await this.payments.getSubscription(paypalId);
    if (isClosedHere(subscription) && CANCELLABLE_AT_PROVIDER.includes(provider.status)) {
      await cancelAtProvider(this.payments, subscription, 'Closed before PayPal activated it');
      return 'cancelled-closed';
    }
    await this.sync.sync(subscription, provider);
    return 'processed';
  }

  private async handleTakenBack(
    eventType: 'PAYMENT.SALE.REFUNDED' | 'PAYMENT.SALE.REVERSED',
    resource: PaypalResource | undefined,
  ): Promise<PaypalWebhookOutcome> {
    const refunded = eventType === 'PAYMENT.SALE.REFUNDED';
    const saleId = refunded ? resource?.sale_id : resource?.id;
    if (typeof saleId !== 'string') return 'ignored';
    const sale = await this.payments.getSale(saleId);
    const subscription = sale.subscriptionId === null ? null : await this.subscriptions.findByPaypalId(sale.subscriptionId);
    if (!subscription || sale.subscriptionId === null) return 'ignored';
    if (refunded && !isFullRefund(refundAmount(resource), sale)) return 'partial-refund';
    // A reversal PayPal no longer reports (cancelled in the merchant's favour) takes nothing back.
    if (!refunded && sale.state !== 'reversed') return 'ignored';
    await this.sync.suspendLicense(subscription, await this.payments.getSubscription(sale.subscriptionId), {
      saleId: sale.id,
      outcome: refunded ? 'refunded' : 'reversed',
    });
    return 'processed';
  }
}

/** Cancelled by its owner, or its owner's account deleted: PayPal must not bill it. */
function isClosedHere(subscription: Subscription): boolean {
  return subscription.status === 'cancelled' || subscription.userId === null;
}

function refundAmount(resource: PaypalResource | undefined): ProviderAmount | null {
  const { total, currency } = resource?.amount ?? {};
  return typeof total === 'string' && typeof currency === 'string' ? { value: total, currency } : null;
}
