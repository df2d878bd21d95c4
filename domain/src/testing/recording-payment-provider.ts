import {
  PaymentProviderPort,
  type CreateProviderSubscription,
  type ProviderSale,
  type ProviderSaleState,
  type ProviderSubscription,
  type ProviderSubscriptionStatus,
} from '../ports/payment.port';

import { providerRateLimitedError, providerStatusInvalidError } from '../billing/use-cases/billing-errors';

/** The signature header the fake accepts; any other value fails verification. */
export const VALID_WEBHOOK_SIGNATURE = 'valid-signature';

/**
 * PayPal for unit tests: subscriptions live in memory, the test moves them through
 * PayPal's states (`approve`, `setStatus`, `renew`), payments too (`givenSale`,
 * `setSaleState`), and every call that creates or changes something is recorded with its
 * request id. `failGetFor` makes reads of one id fail.
 */
export class RecordingPaymentProvider extends PaymentProviderPort {
  readonly created: CreateProviderSubscription[] = [];
  readonly cancelled: { id: string; reason: string; requestId: string }[] = [];
  readonly verifiedBodies: string[] = [];
  /** The id of every subscription read, in order. */
  readonly reads: string[] = [];
  private rateLimited = false;
  private readonly subscriptions = new Map<string, ProviderSubscription>();
  private readonly sales = new Map<string, ProviderSale>();
  private readonly failingIds = new Set<string>();
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
    const status = this.subscriptions.get(id)?.status;
    if (status !== 'ACTIVE' && status !== 'SUSPENDED') throw providerStatusInvalidError();
    this.cancelled.push({ id, reason, requestId });
    this.change(id, { status: 'CANCELLED', nextBillingTime: null });
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

  /** PayPal could not collect the renewal: one more failed attempt, the amount outstanding. */
  failPayment(id: string): void {
    this.change(id, { failedPaymentsCount: this.stored(id).failedPaymentsCount + 1, outstandingBalance: { value: '720.00', currency: 'USD' } });
  }

  setStatus(id: string, status: ProviderSubscriptionStatus, nextBillingTime: Date | null = null): void {
    this.change(id, { status, nextBillingTime });
  }

  /** A payment was taken (a renewal, or a first payment collected late): ACTIVE, billed again at `nextBillingTime`. */
  renew(id: string, nextBillingTime: Date, paidAt: Date): void {
    this.change(id, { status: 'ACTIVE', nextBillingTime, lastPaymentTime: paidAt, cyclesCompleted: this.cyclesOf(id) + 1, failedPaymentsCount: 0, outstandingBalance: null });
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

  /** A payment of a subscription, completed for 720.00 USD unless told otherwise. */
  givenSale(sale: Partial<ProviderSale> & Pick<ProviderSale, 'id' | 'subscriptionId'>): ProviderSale {
    const stored: ProviderSale = { state: 'completed', amount: { value: '720.00', currency: 'USD' }, ...sale };
    this.sales.set(stored.id, stored);
    return { ...stored };
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
