import {
  PaymentProviderPort,
  type CreateProviderSubscription,
  type ProviderAmount,
  type CreateProviderOrder,
  type ProviderOrderCapture,
  type ReviseProviderSubscription,
  type ProviderPayment,
  type ProviderRefund,
  type ProviderSale,
  type RefundProviderPayment,
  type ProviderSaleState,
  type ProviderSubscription,
  type ProviderSubscriptionStatus,
} from '../ports/payment.port';

import {
  cannotReactivateError,
  nothingDueError,
  orderAlreadyCapturedError,
  orderNotApprovedError,
  providerRateLimitedError,
  providerStatusInvalidError,
} from '../billing/use-cases/billing-errors';
import { paymentNotRefundableError, refundExceedsPaymentError } from '../billing/refund-errors';

/** The signature header the fake accepts; any other value fails verification. */
export const VALID_WEBHOOK_SIGNATURE = 'valid-signature';

/**
 * PayPal for unit tests: subscriptions live in memory, the test moves them through
 * PayPal's states (`approve`, `setStatus`, `renew`), payments too (`givenSale`,
 * `setSaleState`; a sale given a `time` is listed as the subscription's payment), and every
 * call that creates or changes something is recorded with its request id (`refunds` too, as
 * PayPal would, each refund moving the sale to partially_refunded or refunded). `failGetFor`
 * makes reads of one id fail; `failCancelFor` makes PayPal unreachable for one cancel.
 */
export class RecordingPaymentProvider extends PaymentProviderPort {
  readonly created: CreateProviderSubscription[] = [];
  readonly cancelled: { id: string; reason: string; requestId: string }[] = [];
  readonly verifiedBodies: string[] = [];
  readonly captures: { id: string; amount: ProviderAmount; requestId: string }[] = [];
  readonly activations: { id: string; requestId: string }[] = [];
  readonly refunds: Array<RefundProviderPayment & { id: string }> = [];
  /** One-time payments created, with whether the buyer approved them (`approveOrder`) and their capture. */
  readonly orders = new Map<string, CreateProviderOrder & { approved: boolean; captureId: string | null; capturedBy?: string }>();
  readonly revisions: Array<ReviseProviderSubscription & { id: string }> = [];
  /** Every price override asked for, in order (the last one of a subscription is in force). */
  readonly prices: Array<{ id: string; price: ProviderAmount }> = [];
  /** When a payment the fake takes by itself (a capture of the balance) is dated. */
  paymentTime: Date = new Date(0);
  /** The id of every subscription read, in order. */
  readonly reads: string[] = [];
  private rateLimited = false;
  private readonly subscriptions = new Map<string, ProviderSubscription>();
  private readonly sales = new Map<string, ProviderSale>();
  private readonly failingIds = new Set<string>();
  /** Per subscription failing to pay: the next billing time once the overdue cycle is paid. */
  private readonly nextBillingOncePaid = new Map<string, Date>();
  /** When each sale was taken (a sale without one is not listed), and how many cents of it were refunded. */
  private readonly saleTimes = new Map<string, Date>();
  private readonly refundedCents = new Map<string, number>();
  private readonly failingCancels = new Set<string>();
  private sequence = 0;

  async createSubscription(input: CreateProviderSubscription): Promise<{ id: string; approvalUrl: string }> {
    this.created.push(input);
    this.sequence += 1;
    const id = `I-FAKE${String(this.sequence).padStart(8, '0')}`;
    this.subscriptions.set(id, {
      id,
      status: 'APPROVAL_PENDING',
      planId: input.planId,
      customId: input.customId,
      nextBillingTime: null,
      lastPaymentTime: null,
      cyclesCompleted: 0,
      failedPaymentsCount: 0,
      outstandingBalance: null,
    });
    return { id, approvalUrl: `https://paypal.test/checkoutnow?ba_token=BA-${id}` };
  }

  async getSubscription(id: string): Promise<ProviderSubscription> {
    this.reads.push(id);
    if (this.rateLimited) throw providerRateLimitedError();
    if (this.failingIds.has(id)) throw new Error(`PayPal could not be reached for ${id}`);
    const subscription = this.subscriptions.get(id);
    if (!subscription) throw new Error(`No PayPal subscription ${id}`);
    return { ...subscription };
  }

  async getSale(id: string): Promise<ProviderSale> {
    if (this.failingIds.has(id)) throw new Error(`PayPal could not be reached for ${id}`);
    const sale = this.sales.get(id);
    if (!sale) throw new Error(`No PayPal sale ${id}`);
    return { ...sale, amount: { ...sale.amount } };
  }

  /** As PayPal: only ACTIVE or SUSPENDED can be cancelled; any other status is refused (422 there). */
  async cancelSubscription(id: string, reason: string, requestId: string): Promise<void> {
    if (this.failingCancels.has(id)) throw new Error(`PayPal could not be reached to cancel ${id}`);
    const status = this.subscriptions.get(id)?.status;
    if (status !== 'ACTIVE' && status !== 'SUSPENDED') throw providerStatusInvalidError();
    this.cancelled.push({ id, reason, requestId });
    this.change(id, { status: 'CANCELLED', nextBillingTime: null });
  }

  /**
   * As PayPal: the balance is taken as a payment at `paidAt` of the overdue cycle (billed
   * again at the time `failPayment` named); the subscription stays SUSPENDED until activated.
   */
  async captureOutstandingBalance(id: string, amount: ProviderAmount, _note: string, requestId: string): Promise<void> {
    const stored = this.stored(id);
    if (stored.outstandingBalance === null) throw nothingDueError();
    this.captures.push({ id, amount, requestId });
    this.change(id, {
      lastPaymentTime: this.paymentTime,
      cyclesCompleted: stored.cyclesCompleted + 1,
      failedPaymentsCount: 0,
      outstandingBalance: null,
      nextBillingTime: this.nextBillingOncePaid.get(id) ?? stored.nextBillingTime,
    });
  }

  /** As PayPal: only SUSPENDED, and only once nothing is owed. */
  async activateSubscription(id: string, _reason: string, requestId: string): Promise<void> {
    const stored = this.stored(id);
    if (stored.status !== 'SUSPENDED') throw providerStatusInvalidError();
    if (stored.failedPaymentsCount > 0) throw cannotReactivateError();
    this.activations.push({ id, requestId });
    this.change(id, { status: 'ACTIVE' });
  }

  async listSubscriptionPayments(subscriptionId: string, from: Date, to: Date): Promise<ProviderPayment[]> {
    return [...this.sales.values()]
      .filter((sale) => sale.subscriptionId === subscriptionId)
      .flatMap((sale) => {
        const time = this.saleTimes.get(sale.id);
        return time && time >= from && time <= to ? [{ id: sale.id, status: PAYMENT_STATUS[sale.state], amount: { ...sale.amount }, time }] : [];
      });
  }

  /** As PayPal: the whole sale, or what is left of it, or a part no larger than what is left. A repeated request id is the same refund. */
  async refundPayment(refund: RefundProviderPayment): Promise<ProviderRefund> {
    const earlier = this.refunds.find((made) => made.requestId === refund.requestId);
    if (earlier) return { id: earlier.id, saleId: earlier.saleId, amount: earlier.amount ?? { value: '0.00', currency: 'USD' } };
    const sale = this.sales.get(refund.saleId);
    if (!sale) throw new Error(`No PayPal sale ${refund.saleId}`);
    if (sale.state !== 'completed' && sale.state !== 'partially_refunded') throw paymentNotRefundableError();
    const paid = cents(sale.amount.value);
    const left = paid - (this.refundedCents.get(sale.id) ?? 0);
    const asked = refund.amount ? cents(refund.amount.value) : left;
    if (asked > left) throw refundExceedsPaymentError();
    this.refundedCents.set(sale.id, paid - left + asked);
    this.sales.set(sale.id, { ...sale, state: asked === left ? 'refunded' : 'partially_refunded' });
    const amount = { value: (asked / 100).toFixed(2), currency: sale.amount.currency };
    const id = `REFUND-${this.refunds.length + 1}`;
    this.refunds.push({ ...refund, amount, id });
    return { id, saleId: sale.id, amount };
  }

  async createOrder(input: CreateProviderOrder): Promise<{ id: string; approvalUrl: string }> {
    const id = `ORDER-${this.orders.size + 1}`;
    this.orders.set(id, { ...input, approved: false, captureId: null });
    return { id, approvalUrl: `https://paypal.test/checkoutnow?token=${id}` };
  }

  /** As PayPal: only once approved; a second capture under the same request id answers the first, under another it is refused. */
  async captureOrder(id: string, requestId: string): Promise<ProviderOrderCapture> {
    const order = this.orders.get(id);
    if (!order) throw new Error(`No PayPal order ${id}`);
    if (!order.approved) throw orderNotApprovedError();
    if (order.captureId !== null && order.capturedBy !== requestId) throw orderAlreadyCapturedError();
    order.captureId ??= `CAPTURE-${id}`;
    order.capturedBy = requestId;
    return { captureId: order.captureId, amount: { ...order.amount }, tax: order.tax ? { ...order.tax } : null };
  }

  /** The buyer approves a one-time payment on PayPal's page. */
  approveOrder(id: string): void {
    const order = this.orders.get(id);
    if (!order) throw new Error(`No PayPal order ${id}`);
    order.approved = true;
  }

  async reviseSubscription(id: string, input: ReviseProviderSubscription): Promise<{ approvalUrl: string }> {
    this.stored(id);
    this.revisions.push({ ...input, id });
    return { approvalUrl: `https://paypal.test/checkoutnow?ba_token=BA-REVISE-${id}` };
  }

  /** The buyer consents to the latest revision of `id`: PayPal bills its plan from now on. */
  approveRevision(id: string): void {
    const revision = this.revisions.filter((candidate) => candidate.id === id).pop();
    if (!revision) throw new Error(`No revision of ${id}`);
    this.change(id, { planId: revision.planId });
  }

  async setSubscriptionPrice(id: string, price: ProviderAmount): Promise<void> {
    this.stored(id);
    this.prices.push({ id, price });
  }

  async verifyWebhook(headers: Record<string, string | undefined>, rawBody: string): Promise<boolean> {
    this.verifiedBodies.push(rawBody);
    return headers['paypal-transmission-sig'] === VALID_WEBHOOK_SIGNATURE;
  }

  /** A subscription that exists at PayPal (created elsewhere, or by a test directly). */
  givenSubscription(subscription: Partial<ProviderSubscription> & Pick<ProviderSubscription, 'id' | 'planId'>): ProviderSubscription {
    const stored: ProviderSubscription = {
      status: 'ACTIVE',
      customId: null,
      nextBillingTime: null,
      lastPaymentTime: null,
      cyclesCompleted: 0,
      failedPaymentsCount: 0,
      outstandingBalance: null,
      ...subscription,
    };
    this.subscriptions.set(stored.id, stored);
    return { ...stored };
  }

  /**
   * The buyer approved it: APPROVED, billed again at `nextBillingTime`, its first payment
   * taken at `paidAt`, or not yet (null: still being collected; `declineFirstPayment` declines it).
   */
  approve(id: string, nextBillingTime: Date | null, paidAt: Date | null): void {
    this.change(id, { status: 'APPROVED', nextBillingTime, lastPaymentTime: paidAt, cyclesCompleted: this.cyclesOf(id) + (paidAt ? 1 : 0) });
  }

  /** The buyer approved it but PayPal could not take the first payment: APPROVED, nothing paid, one failure counted. */
  declineFirstPayment(id: string): void {
    this.change(id, { status: 'APPROVED', lastPaymentTime: null, failedPaymentsCount: 1, outstandingBalance: { value: '720.00', currency: 'USD' } });
  }

  /**
   * PayPal could not collect the renewal: one more failed payment, the amount outstanding;
   * paying it (a capture) bills the subscription again at `nextBillingOncePaid`.
   */
  failPayment(id: string, nextBillingOncePaid?: Date): void {
    if (nextBillingOncePaid) this.nextBillingOncePaid.set(id, nextBillingOncePaid);
    this.change(id, { failedPaymentsCount: this.stored(id).failedPaymentsCount + 1, outstandingBalance: { value: '720.00', currency: 'USD' } });
  }

  setStatus(id: string, status: ProviderSubscriptionStatus, nextBillingTime: Date | null = null): void {
    this.change(id, { status, nextBillingTime });
  }

  /** A payment was taken (a renewal, or a first payment collected late): ACTIVE, billed again at `nextBillingTime`. */
  renew(id: string, nextBillingTime: Date, paidAt: Date): void {
    this.change(id, {
      status: 'ACTIVE',
      nextBillingTime,
      lastPaymentTime: paidAt,
      cyclesCompleted: this.cyclesOf(id) + 1,
      failedPaymentsCount: 0,
      outstandingBalance: null,
    });
  }

  /**
   * PayPal counts one more paid cycle (`cycles_completed`) while its `last_payment` does not
   * show that payment (yet): ACTIVE, billed again at `nextBillingTime`.
   */
  completeCycle(id: string, nextBillingTime: Date): void {
    this.change(id, { status: 'ACTIVE', nextBillingTime, cyclesCompleted: this.cyclesOf(id) + 1, failedPaymentsCount: 0, outstandingBalance: null });
  }

  private cyclesOf(id: string): number {
    return this.stored(id).cyclesCompleted;
  }

  /** A payment of a subscription, completed for 720.00 USD unless told otherwise; listed as its payment when given a `time`. */
  givenSale({ time, ...sale }: Partial<ProviderSale> & Pick<ProviderSale, 'id' | 'subscriptionId'> & { time?: Date }): ProviderSale {
    const stored: ProviderSale = { state: 'completed', amount: { value: '720.00', currency: 'USD' }, ...sale };
    this.sales.set(stored.id, stored);
    if (time) this.saleTimes.set(stored.id, time);
    return { ...stored };
  }

  /** PayPal cannot be reached to cancel this subscription (reads still work). */
  failCancelFor(id: string): void {
    this.failingCancels.add(id);
  }

  recoverCancelFor(id: string): void {
    this.failingCancels.delete(id);
  }

  setSaleState(id: string, state: ProviderSaleState): void {
    const sale = this.sales.get(id);
    if (!sale) throw new Error(`No PayPal sale ${id}`);
    this.sales.set(id, { ...sale, state });
  }

  /** Every read answers as PayPal rate-limiting us past the adapter's retries, until `rateLimited(false)`. */
  setRateLimited(rateLimited: boolean): void {
    this.rateLimited = rateLimited;
  }

  failGetFor(id: string): void {
    this.failingIds.add(id);
  }

  recoverGetFor(id: string): void {
    this.failingIds.delete(id);
  }

  private change(id: string, changes: Partial<ProviderSubscription>): void {
    this.subscriptions.set(id, { ...this.stored(id), ...changes });
  }

  private stored(id: string): ProviderSubscription {
    const subscription = this.subscriptions.get(id);
    if (!subscription) throw new Error(`No PayPal subscription ${id}`);
    return subscription;
  }
}

/** billing_subscriptions_v1 lists a sale's state as its transaction status; a reversal is REFUNDED for a CHARGEBACK, read as reversed. */
const PAYMENT_STATUS: Record<ProviderSaleState, ProviderPayment['status']> = {
  completed: 'completed',
  partially_refunded: 'partially_refunded',
  refunded: 'refunded',
  reversed: 'reversed',
  pending: 'pending',
  denied: 'declined',
};

function cents(value: string): number {
  return Math.round(Number(value) * 100);
}
