import type { PaymentProviderPort } from '../../ports/payment.port';
import type { ClockPort } from '../../shared/clock.port';
import type { SubscriptionRepositoryPort } from '../subscription.repository.port';
import type { WebhookEventRepositoryPort } from '../webhook-event.repository.port';
import { webhookInvalidError } from './billing-errors';
import type { SubscriptionSync } from './subscription-sync';

/** The events acted on; any other verified event is recorded and acknowledged. */
export const HANDLED_PAYPAL_EVENTS: readonly string[] = [
  'BILLING.SUBSCRIPTION.ACTIVATED',
  'BILLING.SUBSCRIPTION.CANCELLED',
  'BILLING.SUBSCRIPTION.SUSPENDED',
  'BILLING.SUBSCRIPTION.EXPIRED',
  'BILLING.SUBSCRIPTION.PAYMENT.FAILED',
  'PAYMENT.SALE.COMPLETED',
  'PAYMENT.SALE.REFUNDED',
  'PAYMENT.SALE.REVERSED',
];

export interface PaypalWebhookInput {
  headers: Record<string, string | undefined>;
  rawBody: string;
}

export type PaypalWebhookOutcome = 'processed' | 'duplicate' | 'ignored';

interface PaypalEvent {
  id?: unknown;
  event_type?: unknown;
  resource?: { id?: unknown; billing_agreement_id?: unknown };
}

/**
 * PayPal's webhook. The delivery is verified with PayPal (a refusal answers 400; PayPal
 * unreachable throws provider_failed, so the answer is 5xx and PayPal retries). Each event id
 * is recorded once; a duplicate is acknowledged without work. Events arrive out of order, so
 * the subscription is re-read from PayPal and synced, rather than trusting the event.
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

  private async handle(eventType: string, resource: PaypalEvent['resource']): Promise<PaypalWebhookOutcome> {
    if (!HANDLED_PAYPAL_EVENTS.includes(eventType)) return 'ignored';
    const paypalId = eventType.startsWith('PAYMENT.SALE.') ? resource?.billing_agreement_id : resource?.id;
    if (typeof paypalId !== 'string') return 'ignored';
    const subscription = await this.subscriptions.findByPaypalId(paypalId);
    if (!subscription) return 'ignored';
    await this.sync.sync(subscription, await this.payments.getSubscription(paypalId));
    return 'processed';
  }
}
