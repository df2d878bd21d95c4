import { randomInt } from 'node:crypto';
import { SimulatorError, invalidRequest, notFound } from './errors';
import { compactJson, deliver, WebhookSigner, type RenderEvent } from './signing';
import { SubscriptionBilling } from './subscription-billing';
import type { PaypalSimulatorOptions, SimulatedRefund, SimulatedSale, SimulatedSubscription, WebhookDelivery } from './types';
import { paypalId, toCents } from './values';

/**
 * What happens to payments once taken, and the webhook events PayPal sends about them and
 * about subscriptions: refunds (in the dashboard or through the API), chargebacks, disputes,
 * and the subscription's transaction list.
 */
export class SalesState extends SubscriptionBilling {
  /** Every refund, in PayPal's v1 `refund` shape, by refund id (made through the API or by a test control). */
  readonly refunds = new Map<string, SimulatedRefund>();
  /** Buyers' disputes, in PayPal's `dispute` shape, by dispute id. */
  readonly disputes = new Map<string, Record<string, unknown>>();
  /** PayPal-Request-Id of each refund made through the API, and the refund: a retry gets the same one. */
  private readonly refundedByRequestId = new Map<string, string>();
  protected readonly signer: WebhookSigner;

  constructor(protected readonly credentials: Required<PaypalSimulatorOptions>) {
    super();
    this.signer = new WebhookSigner(credentials.webhookId, () => this.baseUrl);
  }

  /** The subscription's most recent payment (a first payment due is taken first). */
  latestSale(subscriptionId: string): SimulatedSale {
    this.paid(subscriptionId);
    const sale = [...this.sales.values()].filter((candidate) => candidate.billing_agreement_id === subscriptionId).pop();
    if (!sale) throw new SimulatorError(404, 'RESOURCE_NOT_FOUND', `No payment of ${subscriptionId}`);
    return sale;
  }

  /**
   * The merchant refunds the latest payment in PayPal's dashboard, in full or `amount` of it
   * ("20.00"); returns the PAYMENT.SALE.REFUNDED delivery PayPal sends, whose resource is the
   * refund: `sale_id`, `parent_payment`, `amount`, no `billing_agreement_id`.
   */
  refundLatestPayment(subscriptionId: string, amount?: string): WebhookDelivery {
    return this.refundedEvent(this.refund(this.latestSale(subscriptionId), amount).id);
  }

  /** The PAYMENT.SALE.REFUNDED delivery PayPal sends for a refund, one made through the API (POST /v1/payments/sale/{id}/refund) too. */
  refundedEvent(refundId: string): WebhookDelivery {
    const refund = this.refunds.get(refundId);
    if (!refund) throw notFound();
    return this.signer.delivery('PAYMENT.SALE.REFUNDED', 'refund', { ...refund, amount: { ...refund.amount } });
  }

  /**
   * The buyer's bank takes the latest payment back (a chargeback); returns the
   * PAYMENT.SALE.REVERSED delivery, whose resource is the sale, now `reversed` (without
   * `billing_agreement_id` unless `withSubscription`), or with `resource: 'refund'` a
   * refund-shaped one naming the sale in `sale_id`, as PayPal sends some reversals.
   */
  reverseLatestPayment(
    subscriptionId: string,
    { resource = 'sale', withSubscription = false }: { resource?: 'sale' | 'refund'; withSubscription?: boolean } = {},
  ): WebhookDelivery {
    const sale = this.latestSale(subscriptionId);
    const now = new Date().toISOString();
    sale.state = 'reversed';
    sale.update_time = now;
    if (resource === 'refund') {
      const reversal = {
        id: paypalId('', 17),
        state: 'completed',
        amount: { total: sale.amount.total, currency: sale.amount.currency },
        sale_id: sale.id,
        parent_payment: sale.parent_payment,
        reason: 'CHARGEBACK',
        create_time: now,
        update_time: now,
      };
      return this.signer.delivery('PAYMENT.SALE.REVERSED', 'refund', reversal);
    }
    const { billing_agreement_id: agreement, ...view } = this.saleView(sale);
    return this.signer.delivery('PAYMENT.SALE.REVERSED', 'sale', withSubscription ? { ...view, billing_agreement_id: agreement } : view);
  }

  /**
   * The buyer disputes the latest payment of a subscription; returns the CUSTOMER.DISPUTE.CREATED
   * delivery, whose resource is the dispute (customer_disputes_v1): `dispute_id`, the sale in
   * `disputed_transactions[].seller_transaction_id`, `reason`, `status`, `dispute_amount`.
   */
  disputeLatestPayment(subscriptionId: string, reason = 'MERCHANDISE_OR_SERVICE_NOT_RECEIVED'): WebhookDelivery {
    const sale = this.latestSale(subscriptionId);
    const now = new Date().toISOString();
    const dispute = {
      dispute_id: `PP-D-${randomInt(10_000, 100_000)}`,
      create_time: now,
      update_time: now,
      disputed_transactions: [{ seller_transaction_id: sale.id }],
      reason,
      status: 'OPEN',
      dispute_amount: { currency_code: sale.amount.currency, value: sale.amount.total },
      dispute_life_cycle_stage: 'INQUIRY',
    };
    this.disputes.set(dispute.dispute_id, dispute);
    return this.signer.delivery('CUSTOMER.DISPUTE.CREATED', 'dispute', dispute);
  }

  /** PayPal closes a dispute with `outcomeCode` (RESOLVED_BUYER_FAVOUR, RESOLVED_SELLER_FAVOUR…); returns the CUSTOMER.DISPUTE.RESOLVED delivery. */
  resolveDispute(disputeId: string, outcomeCode: string): WebhookDelivery {
    const dispute = this.disputes.get(disputeId);
    if (!dispute) throw notFound();
    const resolved = { ...dispute, status: 'RESOLVED', update_time: new Date().toISOString(), dispute_outcome: { outcome_code: outcomeCode } };
    this.disputes.set(disputeId, resolved);
    return this.signer.delivery('CUSTOMER.DISPUTE.RESOLVED', 'dispute', resolved);
  }

  /**
   * A signed delivery of `type` about the subscription, ready to POST (replays reuse it): a
   * PAYMENT.SALE.* event carries its latest payment, any other the subscription. `render`
   * writes the body (compact JSON unless told otherwise); the signature covers those bytes.
   */
  signedEvent(type: string, subscriptionId: string, render: RenderEvent = compactJson): WebhookDelivery {
    const subscription = this.paid(subscriptionId);
    return type.startsWith('PAYMENT.SALE.')
      ? this.signer.delivery(type, 'sale', this.saleView(this.latestSale(subscription.id)), render)
      : this.signer.delivery(type, 'subscription', this.publicView(subscription), render);
  }

  /** Signs an event and POSTs it to `targetUrl`; resolves with the HTTP status and the delivery. */
  async emitWebhook(type: string, subscriptionId: string, targetUrl: string): Promise<{ status: number; delivery: WebhookDelivery }> {
    const delivery = this.signedEvent(type, subscriptionId);
    return { status: await deliver(delivery, targetUrl), delivery };
  }

  /**
   * POST /v1/payments/sale/{id}/refund: the whole sale (what is left of it) without `amount`,
   * else that much of it; 201 with the `detailed_refund`. A repeated PayPal-Request-Id answers
   * the refund it made. PayPal's v1 refusals: TRANSACTION_ALREADY_REFUNDED (nothing left, or
   * reversed), REFUND_EXCEEDED_TRANSACTION_AMOUNT (more than is left).
   */
  refundThroughApi(saleId: string, json: Record<string, unknown>, requestId: string | undefined): { status: 200 | 201; body: Record<string, unknown> } {
    const earlier = requestId === undefined ? undefined : this.refunds.get(this.refundedByRequestId.get(requestId) ?? '');
    if (earlier) return { status: 200, body: this.detailedRefund(earlier) };
    const sale = this.sales.get(saleId);
    if (!sale) throw notFound();
    const amount = json.amount as { total?: unknown; currency?: unknown } | undefined;
    if (amount !== undefined && (typeof amount.total !== 'string' || !/^\d{1,7}(\.\d{1,2})?$/.test(amount.total) || amount.currency !== sale.amount.currency)) {
      throw invalidRequest({ field: '/amount', location: 'body', issue: 'INVALID_PARAMETER_VALUE', description: 'The value of a field is invalid.' });
    }
    if (sale.state !== 'completed' && sale.state !== 'partially_refunded') {
      throw new SimulatorError(400, 'TRANSACTION_ALREADY_REFUNDED', 'Requested transaction has already been fully refunded.');
    }
    const left = toCents(sale.amount.total) - sale.refundedCents;
    if (amount !== undefined && toCents(amount.total as string) > left) {
      throw new SimulatorError(400, 'REFUND_EXCEEDED_TRANSACTION_AMOUNT', 'Refund amount exceeded transaction amount.');
    }
    const refund = this.refund(sale, amount === undefined ? undefined : (amount.total as string));
    if (requestId !== undefined) this.refundedByRequestId.set(requestId, refund.id);
    return { status: 201, body: this.detailedRefund(refund) };
  }

  /** A refund of `total` of the sale (what is left of it unless given): recorded, the sale partially_refunded or refunded. */
  private refund(sale: SimulatedSale, total = ((toCents(sale.amount.total) - sale.refundedCents) / 100).toFixed(2)): SimulatedRefund {
    const now = new Date().toISOString();
    sale.refundedCents += toCents(total);
    sale.state = sale.refundedCents >= toCents(sale.amount.total) ? 'refunded' : 'partially_refunded';
    sale.update_time = now;
    const refund: SimulatedRefund = {
      id: paypalId('', 17),
      state: 'completed',
      amount: { total, currency: sale.amount.currency },
      sale_id: sale.id,
      parent_payment: sale.parent_payment,
      create_time: now,
      update_time: now,
    };
    this.refunds.set(refund.id, refund);
    return refund;
  }

  /** payments_payment_v1's `detailed_refund`: the refund, with the total refunded of the sale so far. */
  private detailedRefund(refund: SimulatedRefund): Record<string, unknown> {
    const sale = this.sales.get(refund.sale_id);
    return {
      ...refund,
      amount: { ...refund.amount },
      total_refunded_amount: { currency: refund.amount.currency, value: ((sale?.refundedCents ?? 0) / 100).toFixed(2) },
      links: [
        { href: `${this.baseUrl}/v1/payments/refund/${refund.id}`, rel: 'self', method: 'GET' },
        { href: `${this.baseUrl}/v1/payments/sale/${refund.sale_id}`, rel: 'sale', method: 'GET' },
      ],
    };
  }

  /**
   * GET /v1/billing/subscriptions/{id}/transactions?start_time=&end_time=: the subscription's
   * payments taken in that range, as billing_subscriptions_v1's `transaction` (its id is the
   * sale's). A reversed sale is REFUNDED for a CHARGEBACK, the statuses having no reversal.
   */
  listTransactions(subscription: SimulatedSubscription, url: URL): Record<string, unknown> {
    const range = ['start_time', 'end_time'].map((name) => {
      const value = url.searchParams.get(name);
      const time = value === null ? Number.NaN : new Date(value).getTime();
      if (Number.isNaN(time))
        throw invalidRequest({
          field: name,
          location: 'query',
          issue: 'INVALID_PARAMETER_SYNTAX',
          description: 'The value of a field does not conform to the expected format.',
        });
      return time;
    });
    const [from = 0, to = 0] = range;
    const transactions = [...this.sales.values()]
      .filter(
        (sale) => sale.billing_agreement_id === subscription.id && new Date(sale.create_time).getTime() >= from && new Date(sale.create_time).getTime() <= to,
      )
      .map((sale) => ({
        status: TRANSACTION_STATUS[sale.state],
        ...(sale.state === 'reversed' ? { status_details: { reason: 'CHARGEBACK' } } : {}),
        id: sale.id,
        amount_with_breakdown: { gross_amount: { currency_code: sale.amount.currency, value: sale.amount.total } },
        time: sale.create_time,
      }));
    return {
      transactions,
      total_items: transactions.length,
      total_pages: 1,
      links: [{ href: `${this.baseUrl}${url.pathname}${url.search}`, rel: 'self', method: 'GET' }],
    };
  }
}

/** A sale's state as billing_subscriptions_v1's transaction `status`. */
const TRANSACTION_STATUS: Record<SimulatedSale['state'], string> = {
  completed: 'COMPLETED',
  partially_refunded: 'PARTIALLY_REFUNDED',
  refunded: 'REFUNDED',
  reversed: 'REFUNDED',
};
