import type {
  CreateProviderSubscription,
  ProviderAmount,
  ProviderOrderCapture,
  ProviderPayment,
  ProviderRefund,
  ProviderSale,
  ProviderSaleState,
  ProviderSubscription,
  ProviderSubscriptionStatus,
} from '@pointforge/domain';

export interface PaypalSubscriptionBody {
  id?: string;
  status?: string;
  plan_id?: string;
  custom_id?: string;
  billing_info?: {
    next_billing_time?: string;
    last_payment?: { time?: string };
    failed_payments_count?: number;
    outstanding_balance?: { value?: string; currency_code?: string };
    cycle_executions?: Array<{ tenure_type?: string; cycles_completed?: number }>;
  };
  links?: Array<{ href?: string; rel?: string; method?: string }>;
}

/** The fields we read of the v1 payments `sale` (GET /v1/payments/sale/{id}). */
export interface PaypalSaleBody {
  id?: string;
  state?: string;
  billing_agreement_id?: string;
  amount?: { total?: string; currency?: string };
}

/** The fields we read of billing_subscriptions_v1's `transactions_list` (GET /v1/billing/subscriptions/{id}/transactions). */
export interface PaypalTransactionsBody {
  transactions?: Array<{
    id?: string;
    status?: string;
    status_details?: { reason?: string };
    amount_with_breakdown?: {
      gross_amount?: { value?: string; currency_code?: string };
      tax_amount?: { value?: string; currency_code?: string };
      fee_amount?: { value?: string; currency_code?: string };
    };
    time?: string;
  }>;
}

/** The fields we read of payments_payment_v1's `detailed_refund` (POST /v1/payments/sale/{id}/refund). */
export interface PaypalRefundBody {
  id?: string;
  sale_id?: string;
  amount?: { total?: string; currency?: string };
}

/** A transaction's status as a payment's; REFUNDED for a CHARGEBACK is a reversal. */
const PAYMENT_STATUSES: Readonly<Record<string, ProviderPayment['status']>> = {
  COMPLETED: 'completed',
  PARTIALLY_REFUNDED: 'partially_refunded',
  REFUNDED: 'refunded',
  PENDING: 'pending',
  DECLINED: 'declined',
};

const STATUSES: readonly ProviderSubscriptionStatus[] = ['APPROVAL_PENDING', 'APPROVED', 'ACTIVE', 'SUSPENDED', 'CANCELLED', 'EXPIRED'];

const SALE_STATES: readonly ProviderSaleState[] = ['completed', 'partially_refunded', 'refunded', 'reversed', 'pending', 'denied'];

/** The webhook headers PayPal signs a delivery with, and the verify-webhook-signature field each fills. */
const SIGNATURE_HEADERS = {
  auth_algo: 'paypal-auth-algo',
  cert_url: 'paypal-cert-url',
  transmission_id: 'paypal-transmission-id',
  transmission_sig: 'paypal-transmission-sig',
  transmission_time: 'paypal-transmission-time',
} as const;

export const ORDERS_PATH = '/v2/checkout/orders';

/** The fields we read of checkout_orders_v2's `order` after a capture. */
export interface PaypalOrderBody {
  status?: string;
  purchase_units?: Array<{
    amount?: { breakdown?: { tax_total?: { value?: string; currency_code?: string } } };
    payments?: { captures?: Array<{ id?: string; amount?: { value?: string; currency_code?: string } }> };
  }>;
}

export const SUBSCRIPTIONS_PATH = '/v1/billing/subscriptions';

/** GET /v1/billing/subscriptions/{id}; `/cancel` appended, its cancellation. */
export function subscriptionPath(id: string): string {
  return `${SUBSCRIPTIONS_PATH}/${encodeURIComponent(id)}`;
}

/** The body of a cancellation: PayPal takes a reason of up to 128 characters. */
export function cancelRequest(reason: string): { reason: string } {
  return { reason: reason.slice(0, 128) };
}

/** The body of POST /v1/billing/subscriptions: the plan, our id for it, the tax PayPal adds, and where the approval page sends the buyer. */
export function createSubscriptionRequest(input: Omit<CreateProviderSubscription, 'requestId'>, brandName: string): Record<string, unknown> {
  return {
    plan_id: input.planId,
    custom_id: input.customId,
    // A resumed subscription's first charge is at the end of the period already paid for.
    ...(input.startTime && { start_time: input.startTime.toISOString() }),
    ...taxesOverride(input.taxPercentage),
    application_context: {
      brand_name: brandName,
      return_url: input.returnUrl,
      cancel_url: input.cancelUrl,
      user_action: 'SUBSCRIBE_NOW',
      shipping_preference: 'NO_SHIPPING',
    },
  };
}

/**
 * The plan override `taxes` of a create or a revision: VAT in percent on top of the plan's
 * price on every payment (PayPal adds it to each charge); nothing without a percentage.
 */
export function taxesOverride(taxPercentage: number | undefined): { plan?: { taxes: { percentage: string; inclusive: false } } } {
  return taxPercentage === undefined ? {} : { plan: { taxes: { percentage: String(taxPercentage), inclusive: false } } };
}

/** A one-time order's `amount`: the total, and with tax its breakdown (the rest is the item total). */
export function orderAmount(amount: ProviderAmount, tax: ProviderAmount | undefined): Record<string, unknown> {
  const total = { currency_code: amount.currency, value: amount.value };
  if (!tax) return total;
  const itemCents = Math.round(Number(amount.value) * 100) - Math.round(Number(tax.value) * 100);
  return {
    ...total,
    breakdown: {
      item_total: { currency_code: amount.currency, value: (itemCents / 100).toFixed(2) },
      tax_total: { currency_code: tax.currency, value: tax.value },
    },
  };
}

export const WEBHOOK_VERIFICATION_PATH = '/v1/notifications/verify-webhook-signature';

/**
 * The verify-webhook-signature request for a delivery: its signature headers, `webhookId`,
 * and the body PayPal signed spliced in as `webhook_event`; null when a header is missing or
 * the body is not JSON (nothing PayPal could have signed).
 */
export function webhookVerificationRequest(headers: Record<string, string | undefined>, rawBody: string, webhookId: string): string | null {
  const lower = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  const fields: Record<string, string> = {};
  for (const [field, header] of Object.entries(SIGNATURE_HEADERS)) {
    const value = lower[header];
    if (!value) return null;
    fields[field] = value;
  }
  try {
    JSON.parse(rawBody);
  } catch {
    return null;
  }
  // PayPal signed the bytes it sent: they go into the request as they came, never re-serialised
  // (a parse and stringify may reorder or reformat them, and the signature would no longer match).
  const head = JSON.stringify({ ...fields, webhook_id: webhookId });
  return `${head.slice(0, -1)},"webhook_event":${rawBody}}`;
}

/** The subscription PayPal answered, or null when it lacks an id, a known status or a plan. */
export function toProviderSubscription(body: PaypalSubscriptionBody): ProviderSubscription | null {
  const status = STATUSES.find((known) => known === body.status);
  if (!body.id || !status || !body.plan_id) return null;
  return {
    id: body.id,
    status,
    planId: body.plan_id,
    customId: body.custom_id ?? null,
    nextBillingTime: toDate(body.billing_info?.next_billing_time),
    lastPaymentTime: toDate(body.billing_info?.last_payment?.time),
    cyclesCompleted: regularCyclesCompleted(body.billing_info?.cycle_executions),
    failedPaymentsCount: body.billing_info?.failed_payments_count ?? 0,
    outstandingBalance: toAmount(body.billing_info?.outstanding_balance),
  };
}

/** The sale PayPal answered, or null when it lacks an id, a known state or an amount. */
export function toProviderSale(body: PaypalSaleBody): ProviderSale | null {
  const state = SALE_STATES.find((known) => known === body.state);
  if (!body.id || !state || !body.amount?.total || !body.amount.currency) return null;
  return {
    id: body.id,
    state,
    subscriptionId: body.billing_agreement_id ?? null,
    amount: { value: body.amount.total, currency: body.amount.currency },
  };
}

/** The payments listed, each as a ProviderPayment; a transaction missing what one needs is left out. */
export function toProviderPayments(body: PaypalTransactionsBody): ProviderPayment[] {
  return (body.transactions ?? []).flatMap((transaction) => {
    const listed = PAYMENT_STATUSES[transaction.status ?? ''];
    const gross = transaction.amount_with_breakdown?.gross_amount;
    const time = toDate(transaction.time);
    if (!transaction.id || !listed || !gross?.value || !gross.currency_code || !time) return [];
    const status = listed === 'refunded' && transaction.status_details?.reason === 'CHARGEBACK' ? 'reversed' : listed;
    const tax = toAmount(transaction.amount_with_breakdown?.tax_amount);
    const fee = toAmount(transaction.amount_with_breakdown?.fee_amount);
    return [
      {
        id: transaction.id,
        status,
        amount: { value: gross.value, currency: gross.currency_code },
        time,
        ...(tax ? { tax } : {}),
        ...(fee ? { fee } : {}),
      },
    ];
  });
}

/** The refund PayPal answered for `saleId`, or null when it lacks an id or an amount. */
export function toProviderRefund(body: PaypalRefundBody, saleId: string): ProviderRefund | null {
  if (!body.id || !body.amount?.total || !body.amount.currency) return null;
  return { id: body.id, saleId: body.sale_id ?? saleId, amount: { value: body.amount.total, currency: body.amount.currency } };
}

/** The capture of a COMPLETED order, or null when PayPal did not complete one. */
export function toOrderCapture(body: PaypalOrderBody): ProviderOrderCapture | null {
  const unit = body.purchase_units?.[0];
  const capture = unit?.payments?.captures?.[0];
  if (body.status !== 'COMPLETED' || !capture?.id || !capture.amount?.value || !capture.amount.currency_code) return null;
  // The order's one capture takes the whole order, so the order's tax is the capture's.
  return {
    captureId: capture.id,
    amount: { value: capture.amount.value, currency: capture.amount.currency_code },
    tax: toAmount(unit?.amount?.breakdown?.tax_total),
  };
}

/** PayPal's `money` ({ currency_code, value }); a zero balance is no balance. */
function toAmount(money: { value?: string; currency_code?: string } | undefined): ProviderAmount | null {
  if (!money?.value || !money.currency_code || Number(money.value) === 0) return null;
  return { value: money.value, currency: money.currency_code };
}

/** The paid cycles PayPal counts: REGULAR tenures only (a trial may be free). */
function regularCyclesCompleted(executions: Array<{ tenure_type?: string; cycles_completed?: number }> | undefined): number {
  return (executions ?? [])
    .filter((execution) => execution.tenure_type === 'REGULAR')
    .reduce((total, execution) => total + (Number.isInteger(execution.cycles_completed) ? (execution.cycles_completed ?? 0) : 0), 0);
}

function toDate(value: string | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
