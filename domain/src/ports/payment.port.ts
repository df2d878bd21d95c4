/** Subscription states as the payment provider (PayPal) reports them. */
export type ProviderSubscriptionStatus = 'APPROVAL_PENDING' | 'APPROVED' | 'ACTIVE' | 'SUSPENDED' | 'CANCELLED' | 'EXPIRED';

export interface ProviderSubscription {
  id: string;
  status: ProviderSubscriptionStatus;
  planId: string;
  /** Our subscription id, sent at creation. */
  customId: string | null;
  nextBillingTime: Date | null;
  /** When PayPal last took a payment of it (`billing_info.last_payment.time`): the evidence a period is paid. */
  lastPaymentTime: Date | null;
  /**
   * The REGULAR billing cycles PayPal has completed, each one paid
   * (`billing_info.cycle_executions[].cycles_completed`); 0 when PayPal reports none. A free
   * TRIAL cycle takes no money, so it is not counted.
   */
  cyclesCompleted: number;
  /** Failed attempts to collect the current payment (`billing_info.failed_payments_count`). */
  failedPaymentsCount: number;
  /** What PayPal failed to collect and still asks for (`billing_info.outstanding_balance`); null when nothing. */
  outstandingBalance: ProviderAmount | null;
}

/** A payment's state at the provider (PayPal's v1 `sale.state`). */
export type ProviderSaleState = 'completed' | 'partially_refunded' | 'refunded' | 'reversed' | 'pending' | 'denied';

/** A sum as the provider writes it: a decimal string ("99.00") and an ISO currency code. */
export interface ProviderAmount {
  value: string;
  currency: string;
}

/** One payment of a subscription (PayPal's `sale`, GET /v1/payments/sale/{id}). */
export interface ProviderSale {
  id: string;
  state: ProviderSaleState;
  /** The provider subscription it paid (`billing_agreement_id`); null for a payment outside one. */
  subscriptionId: string | null;
  amount: ProviderAmount;
}

/**
 * A payment of a subscription as the provider lists it (billing_subscriptions_v1's
 * `transaction`): its id is the sale's, which a refund names. `reversed` is a payment the
 * buyer's bank took back (PayPal lists it REFUNDED with the reason CHARGEBACK).
 */
export interface ProviderPayment {
  id: string;
  status: 'completed' | 'partially_refunded' | 'refunded' | 'reversed' | 'pending' | 'declined';
  amount: ProviderAmount;
  time: Date;
  /** PayPal's tax on it (`amount_with_breakdown.tax_amount`), where it lists one. */
  tax?: ProviderAmount;
  /** PayPal's fee (`amount_with_breakdown.fee_amount`), where it lists one. */
  fee?: ProviderAmount;
}

/** A refund of one payment (POST /v1/payments/sale/{id}/refund): the whole payment, or `amount` of it. */
export interface RefundProviderPayment {
  saleId: string;
  /** Null: the whole payment (what is left of it). */
  amount: ProviderAmount | null;
  /** Idempotency key, reused when the call is retried. */
  requestId: string;
}

/** The provider's refund (v1 `refund`): its id and the amount given back. */
export interface ProviderRefund {
  id: string;
  saleId: string;
  amount: ProviderAmount;
}

export interface CreateProviderSubscription {
  planId: string;
  customId: string;
  returnUrl: string;
  cancelUrl: string;
  /** Idempotency key, reused when the call is retried. */
  requestId: string;
  /** When billing starts (PayPal's `start_time`, in the future): nothing is charged before it. Absent: at approval. */
  startTime?: Date;
  /** VAT in percent charged on top of the plan's price on every payment (PayPal's plan override `taxes`, not inclusive). Absent: none. */
  taxPercentage?: number;
}

/** A one-time payment the buyer approves at the provider, then captured (PayPal's v2 order, intent CAPTURE). */
export interface CreateProviderOrder {
  /** What the buyer pays, tax included. */
  amount: ProviderAmount;
  /** The VAT within `amount` (PayPal's `tax_total`, the rest its `item_total`). Absent: no tax. */
  tax?: ProviderAmount;
  /** Our subscription id, kept with the payment. */
  customId: string;
  /** What the buyer sees on the approval page. */
  description: string;
  returnUrl: string;
  cancelUrl: string;
  requestId: string;
}

/** What capturing a one-time order took: the capture's id, the amount, and the VAT within it (null: none). */
export interface ProviderOrderCapture {
  captureId: string;
  amount: ProviderAmount;
  tax: ProviderAmount | null;
}

/** A subscription moved to another plan, with the buyer's consent at the provider. */
export interface ReviseProviderSubscription {
  planId: string;
  returnUrl: string;
  cancelUrl: string;
  requestId: string;
  /** VAT in percent on top of the new plan's price (the plan override `taxes`, which a revision does not carry over). Absent: none. */
  taxPercentage?: number;
}

export abstract class PaymentProviderPort {
  /** Creates the subscription at the provider; `approvalUrl` is where the buyer approves it. */
  abstract createSubscription(input: CreateProviderSubscription): Promise<{ id: string; approvalUrl: string }>;
  abstract getSubscription(id: string): Promise<ProviderSubscription>;
  /**
   * Reads one payment. Refund and reversal events name the sale, not the subscription, so
   * this is how they are traced back to it.
   */
  abstract getSale(id: string): Promise<ProviderSale>;
  abstract cancelSubscription(id: string, reason: string, requestId: string): Promise<void>;
  /**
   * Collects `amount` of what PayPal failed to collect (its outstanding balance) now. PayPal
   * accepts it for processing; the payment then shows in the subscription (`last_payment`,
   * the balance, the next billing time) and as PAYMENT.SALE.COMPLETED. Nothing owed answers
   * BILLING.NOTHING_DUE.
   */
  abstract captureOutstandingBalance(id: string, amount: ProviderAmount, note: string, requestId: string): Promise<void>;
  /**
   * Re-activates a SUSPENDED subscription. PayPal refuses while the failures that suspended
   * it stand unpaid (BILLING.CANNOT_REACTIVATE).
   */
  abstract activateSubscription(id: string, reason: string, requestId: string): Promise<void>;
  /** The payments of a subscription made between `from` and `to`, as the provider lists them. */
  abstract listSubscriptionPayments(subscriptionId: string, from: Date, to: Date): Promise<ProviderPayment[]>;
  /** Gives a payment back to the buyer, in full or in part. */
  abstract refundPayment(refund: RefundProviderPayment): Promise<ProviderRefund>;
  /** Creates a one-time payment; `approvalUrl` is where the buyer approves it. */
  abstract createOrder(input: CreateProviderOrder): Promise<{ id: string; approvalUrl: string }>;
  /**
   * Takes an approved one-time payment; resolves with what was taken. Not approved yet answers
   * BILLING.ORDER_NOT_APPROVED, a declined payment BILLING.ORDER_DECLINED; a capture already
   * made under the same request id answers as the first did, one made under another (or
   * past PayPal's request-id window) BILLING.ORDER_ALREADY_CAPTURED.
   */
  abstract captureOrder(id: string, requestId: string): Promise<ProviderOrderCapture>;
  /**
   * Asks to move the subscription to another plan; `approvalUrl` is where the buyer consents.
   * The provider bills the new plan from the next billing time once the buyer has consented.
   */
  abstract reviseSubscription(id: string, input: ReviseProviderSubscription): Promise<{ approvalUrl: string }>;
  /**
   * Bills the subscription `price` per cycle from now on, over its plan's price, without the
   * buyer's consent (PayPal accepts a price override by PATCH; a revision to another plan
   * drops it). PayPal leaves cycles due within PRICE_CHANGE_NOTICE_MS at the old price.
   */
  abstract setSubscriptionPrice(id: string, price: ProviderAmount): Promise<void>;
  /** Asks the provider whether a webhook delivery is authentic. */
  abstract verifyWebhook(headers: Record<string, string | undefined>, rawBody: string): Promise<boolean>;
}
