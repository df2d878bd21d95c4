import type { PaymentRecorder } from '../../billing/ledger/payment-recorder';
import { exceedsPayment, formatProviderAmount, isFullRefund, isRefundable, latestPayment } from '../../billing/refund';
import { paymentNotFoundError, paymentNotRefundableError, refundExceedsPaymentError } from '../../billing/refund-errors';
import type { SubscriptionRepositoryPort } from '../../billing/subscription.repository.port';
import { toPublicSubscription, type PublicSubscription } from '../../billing/use-cases/public-subscription';
import type { SubscriptionRefunds } from '../../billing/use-cases/subscription-refunds';
import type { PaymentProviderPort, ProviderAmount } from '../../ports/payment.port';
import type { ClockPort } from '../../shared/clock.port';
import { DomainError } from '../../shared/domain-error';
import { ADMIN_ACTION_CODES, adminSubscriptionNotFoundError } from '../admin-errors';
import type { AuditActor } from '../audit-entry.entity';
import type { AuditTrail } from '../audit-trail';

/** Longest reason an operator gives for a refund (kept in the audit entry, never sent to PayPal). */
export const REFUND_REASON_MAX_LENGTH = 1000;
/** A part of a payment to refund: PayPal's v1 `amount.total`, up to seven digits and two decimals; zero refunds nothing. */
export const REFUND_AMOUNT_PATTERN = /^(?!0+(\.0{1,2})?$)\d{1,7}(\.\d{1,2})?$/;

export interface RefundSubscriptionPaymentInput {
  subscriptionId: string;
  /** PayPal's id of the payment (the sale). */
  paymentId: string;
  /** A decimal in the payment's currency ("20.00"); absent: all that is left of the payment. */
  amount?: string;
  reason: string;
  actor: AuditActor;
}

export interface RefundSubscriptionPaymentResult {
  refund: { id: string; paymentId: string; amount: ProviderAmount; full: boolean };
  /** The refund was full and of the latest payment: the subscription is cancelled and its licence ended. */
  endedSubscription: boolean;
  /** Whether PayPal cancelled the subscription now (false: nothing to cancel, or PayPal could not be reached; it is cancelled when PayPal reports the refund). */
  cancelledAtProvider: boolean;
  subscription: PublicSubscription;
}

/**
 * Support refunds one payment of a subscription from the console, in full or in part. The
 * payment must be one PayPal lists for the subscription with something left to give back. A
 * full refund of the latest payment also ends the subscription (SubscriptionRefunds); any other
 * refund changes nothing else. The refund is audited (the operator's reason, the payment and
 * the subscription before and after) and the customer emailed, in one transaction after PayPal
 * has moved the money.
 */
export class RefundSubscriptionPaymentUseCase {
  constructor(
    private readonly subscriptions: SubscriptionRepositoryPort,
    private readonly payments: PaymentProviderPort,
    private readonly refunds: SubscriptionRefunds,
    private readonly audit: AuditTrail,
    private readonly clock: ClockPort,
    private readonly recorder: PaymentRecorder,
  ) {}

  async execute(input: RefundSubscriptionPaymentInput): Promise<RefundSubscriptionPaymentResult> {
    const subscription = await this.subscriptions.findById(input.subscriptionId);
    if (!subscription) throw adminSubscriptionNotFoundError();
    if (subscription.paypalSubscriptionId === null) {
      throw new DomainError('conflict', ADMIN_ACTION_CODES.notAtProvider, 'This checkout never reached PayPal, so it has no payment to refund.');
    }
    const listed = await this.refunds.paymentsOf(subscription);
    const payment = listed.find((candidate) => candidate.id === input.paymentId);
    if (!payment) throw paymentNotFoundError();
    if (!isRefundable(payment)) throw paymentNotRefundableError();
    const asked = input.amount === undefined ? null : { value: input.amount, currency: payment.amount.currency };
    if (asked && exceedsPayment(asked, payment)) throw refundExceedsPaymentError();

    // A full refund can happen once, so its key is the payment's; a partial one's names its amount
    // and moment, so a double submit is one refund while a later, separate one is not refused.
    const requestId = asked ? `pf-refund-${payment.id}-${asked.value}-${this.clock.now().getTime()}` : `pf-refund-${payment.id}`;
    const refund = await this.payments.refundPayment({ saleId: payment.id, amount: asked, requestId });
    await this.recorder.takenBack(subscription, 'refund', payment.id, { id: refund.id, amount: refund.amount, time: this.clock.now() }, 'capture');
    const full = isFullRefund(refund.amount, await this.payments.getSale(payment.id));
    const endsSubscription = full && latestPayment(listed)?.id === payment.id;

    const settled = await this.refunds.settle(
      subscription,
      { refundId: refund.id, payment, refunded: refund.amount, endsSubscription },
      {
        tolerateProviderFailure: true,
        record: ({ subscription: after, cancelledAtProvider }) =>
          this.audit
            .record({
              actor: input.actor,
              action: 'subscription.payment_refunded',
              target: { type: 'subscription', id: subscription.id },
              before: {
                status: subscription.status,
                paymentId: payment.id,
                paymentStatus: payment.status,
                paymentAmount: formatProviderAmount(payment.amount),
              },
              after: {
                status: after.status,
                refundId: refund.id,
                refunded: formatProviderAmount(refund.amount),
                full,
                endedSubscription: endsSubscription,
                cancelledAtProvider,
                reason: input.reason,
              },
            })
            .then(() => undefined),
      },
    );
    return {
      refund: { id: refund.id, paymentId: payment.id, amount: refund.amount, full },
      endedSubscription: endsSubscription,
      cancelledAtProvider: settled.cancelledAtProvider,
      subscription: toPublicSubscription(settled.subscription),
    };
  }
}
