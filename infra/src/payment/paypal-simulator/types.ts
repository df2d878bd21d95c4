import type { PaymentPreferences } from '../paypal-plan-preferences';

/** What the simulator received on one call, for tests that check the adapter's requests. */
export interface SimulatorRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  /** The JSON body parsed, the form body as text, or null. */
  body: unknown;
}

export interface SimulatedSubscription {
  id: string;
  status: 'APPROVAL_PENDING' | 'APPROVED' | 'ACTIVE' | 'SUSPENDED' | 'CANCELLED' | 'EXPIRED';
  plan_id: string;
  custom_id: string;
  /** When billing starts; PayPal sets it at creation (now, unless the request names a time). */
  start_time: string;
  create_time: string;
  status_update_time: string;
  billing_info: SimulatedBillingInfo;
  /**
   * Not in PayPal's answer: the first payment of an APPROVED subscription, not taken yet.
   * `callsLeft` API calls about the subscription still find it APPROVED; the next one finds
   * the payment taken and the subscription ACTIVE. A declining payment is never taken by
   * itself (`collectPayment`). Absent: nothing scheduled.
   */
  firstPayment?: { declines: boolean; callsLeft: number };
  /**
   * Not in PayPal's answer: the cycle PayPal is failing to collect, due at `dueAt`, and how
   * many of its attempts failed (1 on the due date, 2 after the day-5 retry, 3 after the
   * day-10 one). Cleared when the cycle is paid, or when its last retry failed below the threshold.
   */
  unpaidCycle?: { dueAt: string; attempts: number };
  /** Not in PayPal's answer: payment preferences patched onto this subscription, over its plan's (PayPal keeps them in `plan`). */
  preferences?: PaymentPreferences;
  /**
   * Not in PayPal's answer: the prices PATCHes of `fixed_price` set, over the plan's, oldest
   * first. As PayPal warns, each leaves cycles due within ten days of it alone: it bills
   * cycles due at or after its `from`. A revision to another plan drops them all.
   */
  priceOverrides?: Array<{ value: string; from: string }>;
  /**
   * The create request's plan override `taxes` (PayPal shows it under `plan` with
   * `?fields=plan`): every payment then charges the price plus this tax when not inclusive.
   */
  taxes?: SimulatedTaxes;
  /** True once a PATCH or the create request's `plan` has overridden the plan's attributes. */
  plan_overridden?: boolean;
  /** Not in PayPal's answer: a revision to another plan waiting for the buyer's consent on the approval page. */
  pendingRevision?: { planId: string; baToken: string; returnUrl: string; cancelUrl: string; requestId: string | undefined; taxes: SimulatedTaxes | undefined };
  /** Not in PayPal's answer: where the approval page sends the buyer. */
  returnUrl: string;
  cancelUrl: string;
  baToken: string;
}

export type Money = { currency_code: string; value: string };

/** billing_subscriptions_v1's `taxes_override`: a percentage ("15") and whether the price already includes it. */
export interface SimulatedTaxes {
  percentage: string;
  inclusive: boolean;
}

/** billing_subscriptions_v1's `subscription_billing_info` (the fields the simulator keeps). */
export interface SimulatedBillingInfo {
  outstanding_balance: Money;
  failed_payments_count: number;
  next_billing_time?: string;
  last_payment?: { time: string; amount: Money };
  last_failed_payment?: { time: string; amount: Money; reason_code?: 'PAYMENT_DENIED' };
  /** The plan's one REGULAR cycle: `cycles_completed` counts the payments taken. */
  cycle_executions?: CycleExecution[];
}

/** billing_subscriptions_v1's `cycle_execution`, for an endless monthly or annual plan. */
export interface CycleExecution {
  tenure_type: 'REGULAR';
  sequence: number;
  cycles_completed: number;
  cycles_remaining: number;
  total_cycles: number;
}

/** One payment of a subscription, in PayPal's v1 `sale` shape. */
export interface SimulatedSale {
  id: string;
  state: 'completed' | 'partially_refunded' | 'refunded' | 'reversed';
  amount: { total: string; currency: string };
  billing_agreement_id: string;
  parent_payment: string;
  create_time: string;
  update_time: string;
  /** Not in PayPal's answer: what has been refunded so far, in cents. */
  refundedCents: number;
}

/** A refund of a sale, in PayPal's v1 `refund` shape (the PAYMENT.SALE.REFUNDED resource). */
export interface SimulatedRefund {
  id: string;
  state: 'completed';
  amount: { total: string; currency: string };
  sale_id: string;
  parent_payment: string;
  create_time: string;
  update_time: string;
}

/** A one-time payment (checkout_orders_v2's `order`, intent CAPTURE) with what the simulator keeps of it. */
export interface SimulatedOrder {
  id: string;
  intent: 'CAPTURE';
  status: 'CREATED' | 'APPROVED' | 'COMPLETED';
  purchase_units: Array<{
    reference_id: string;
    /** The total, and (when the request gave one) its breakdown: the items and the tax on them. */
    amount: Money & { breakdown?: { item_total: Money; tax_total: Money } };
    custom_id?: string;
    description?: string;
    payments?: { captures: Array<{ id: string; status: 'COMPLETED'; amount: Money; final_capture: true; create_time: string; update_time: string }> };
  }>;
  create_time: string;
  update_time: string;
  /** Not in PayPal's answer: where the approval page sends the buyer, and whether the buyer's payment declines at capture. */
  returnUrl: string;
  cancelUrl: string;
  declines: boolean;
}

/** A signed webhook delivery: the headers and raw body PayPal would POST. */
export interface WebhookDelivery {
  headers: Record<string, string>;
  body: string;
  event: { id: string; event_type: string; resource: Record<string, unknown> };
}

export interface PaypalSimulatorOptions {
  clientId?: string;
  clientSecret?: string;
  /** The webhook id deliveries are signed for; verification with another id fails, as at PayPal. */
  webhookId?: string;
}
