import {
  BILLING_MESSAGES,
  DomainError,
  cannotReactivateError,
  nothingDueError,
  orderAlreadyCapturedError,
  orderDeclinedError,
  orderNotApprovedError,
  type CreateProviderOrder,
  type ReviseProviderSubscription,
  PaymentProviderPort,
  payerAccountUnusableError,
  paymentNotRefundableError,
  planUnavailableError,
  refundExceedsPaymentError,
  providerRateLimitedError,
  providerRejectedError,
  providerStatusInvalidError,
  type CreateProviderSubscription,
  type ProviderAmount,
  type ProviderPayment,
  type ProviderRefund,
  type RefundProviderPayment,
  type ProviderSale,
  type ProviderSaleState,
  type ProviderSubscription,
  type ProviderSubscriptionStatus,
} from '@pointforge/domain';
import { REGULAR_CYCLE_PRICE_PATH, SUBSCRIPTION_PREFERENCE_PATHS, preferencesPatch, type PaymentPreferences } from './paypal-plan-preferences';

/** PayPal's live REST host; the sandbox is https://api-m.sandbox.paypal.com. */
export const PAYPAL_LIVE_API_BASE_URL = 'https://api-m.paypal.com';
export const PAYPAL_SANDBOX_API_BASE_URL = 'https://api-m.sandbox.paypal.com';
/** A request waits on PayPal; past this it fails as provider_failed rather than hang. */
export const PAYPAL_TIMEOUT_MS = 10_000;
/** The token is renewed this long before PayPal says it expires, so a request never carries a stale one. */
const TOKEN_RENEWAL_MARGIN_MS = 60_000;
/** A request is sent at most this often: the first try and two retries of a 429 or 5xx. */
export const MAX_ATTEMPTS = 3;
/** The wait before the first and the second retry when PayPal sends no `Retry-After`. */
const BACKOFF_MS: readonly number[] = [500, 1_500];
/** A `Retry-After` longer than this is not waited for: the customer is not kept waiting that long. */
const MAX_RETRY_WAIT_MS = 5_000;

export const PAYMENT_PROVIDER_FAILED = 'BILLING.PROVIDER_FAILED';

export interface PaypalSettings {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** The id PayPal gave the webhook registration; verify-webhook-signature needs it. */
  webhookId: string;
  /** `application_context.brand_name` on the approval page. */
  brandName: string;
  timeoutMs?: number;
  log?: (line: string) => void;
  /** Told of every HTTP request to PayPal (each retry too), for the PayPal metrics. */
  observeCall?: (call: PaypalCallObservation) => void;
  now?: () => number;
}

/** One HTTP request to PayPal: what it asked, how PayPal answered (null: no answer) and how long it took. */
export interface PaypalCallObservation {
  method: string;
  path: string;
  status: number | null;
  seconds: number;
}

/** The fields we read of billing_subscriptions_v1's `subscription` (GET /v1/billing/subscriptions/{id}). */
interface PaypalSubscriptionBody {
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
interface PaypalSaleBody {
  id?: string;
  state?: string;
  billing_agreement_id?: string;
  amount?: { total?: string; currency?: string };
}

/** The fields we read of billing_subscriptions_v1's `transactions_list` (GET /v1/billing/subscriptions/{id}/transactions). */
interface PaypalTransactionsBody {
  transactions?: Array<{
    id?: string;
    status?: string;
    status_details?: { reason?: string };
    amount_with_breakdown?: { gross_amount?: { value?: string; currency_code?: string } };
    time?: string;
  }>;
}

/** The fields we read of payments_payment_v1's `detailed_refund` (POST /v1/payments/sale/{id}/refund). */
interface PaypalRefundBody {
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

/** PayPal's answer to one call as it came: the HTTP status and the body's text. */
export interface PaypalAnswer {
  status: number;
  text: string;
}

interface PaypalTokenBody {
  access_token?: string;
  expires_in?: number;
}

const STATUSES: readonly ProviderSubscriptionStatus[] = [
  'APPROVAL_PENDING',
  'APPROVED',
  'ACTIVE',
  'SUSPENDED',
  'CANCELLED',
  'EXPIRED',
];

const SALE_STATES: readonly ProviderSaleState[] = ['completed', 'partially_refunded', 'refunded', 'reversed', 'pending', 'denied'];

/** The webhook headers PayPal signs a delivery with, and the verify-webhook-signature field each fills. */
const SIGNATURE_HEADERS = {
  auth_algo: 'paypal-auth-algo',
  cert_url: 'paypal-cert-url',
  transmission_id: 'paypal-transmission-id',
  transmission_sig: 'paypal-transmission-sig',
  transmission_time: 'paypal-transmission-time',
} as const;

/**
 * PayPal's REST API (subscriptions, webhook verification) as a thin typed client over
 * fetch. The base URL is configurable so the same code runs against PayPal and against the
 * simulator. Anything short of a usable answer (unreachable, timeout, 5xx or 429 after its
 * retries, garbled) throws a DomainError `provider_failed`, which the API answers 502 (and a
 * webhook 5xx, so PayPal retries); a refusal PayPal explains (`details[].issue`) has its own error.
 */
export class PaypalPaymentAdapter extends PaymentProviderPort {
  private token: { value: string; renewAt: number } | null = null;
  private pendingToken: Promise<string> | null = null;
  private readonly baseUrl: string;
  private readonly now: () => number;

  constructor(private readonly settings: PaypalSettings) {
    super();
    this.baseUrl = settings.baseUrl.replace(/\/+$/, '');
    this.now = settings.now ?? Date.now;
  }

  async createSubscription(input: CreateProviderSubscription): Promise<{ id: string; approvalUrl: string }> {
    const body = await this.call<PaypalSubscriptionBody>('POST', SUBSCRIPTIONS_PATH, {
      requestId: input.requestId,
      // The only id a create names is the plan's: PayPal not finding it means the plan cannot be bought.
      issueErrors: { INVALID_RESOURCE_ID: planUnavailableError },
      body: createSubscriptionRequest(input, this.settings.brandName),
    });
    const approvalUrl = body.links?.find((link) => link.rel === 'approve')?.href;
    if (!body.id || !approvalUrl) throw this.failure('PayPal created a subscription without an id or an approve link');
    return { id: body.id, approvalUrl };
  }

  async createOrder(input: CreateProviderOrder): Promise<{ id: string; approvalUrl: string }> {
    const body = await this.call<{ id?: string; links?: Array<{ href?: string; rel?: string }> }>('POST', ORDERS_PATH, {
      requestId: input.requestId,
      body: {
        intent: 'CAPTURE',
        purchase_units: [{ amount: { currency_code: input.amount.currency, value: input.amount.value }, custom_id: input.customId, description: input.description.slice(0, 127) }],
        application_context: {
          brand_name: this.settings.brandName,
          return_url: input.returnUrl,
          cancel_url: input.cancelUrl,
          user_action: 'PAY_NOW',
          shipping_preference: 'NO_SHIPPING',
        },
      },
    });
    const approvalUrl = body.links?.find((link) => link.rel === 'approve' || link.rel === 'payer-action')?.href;
    if (!body.id || !approvalUrl) throw this.failure('PayPal created an order without an id or an approve link');
    return { id: body.id, approvalUrl };
  }

  async captureOrder(id: string, requestId: string): Promise<{ captureId: string; amount: ProviderAmount }> {
    const body = await this.call<PaypalOrderBody>('POST', `${ORDERS_PATH}/${encodeURIComponent(id)}/capture`, {
      requestId,
      issueErrors: {
        ORDER_NOT_APPROVED: orderNotApprovedError,
        ORDER_ALREADY_CAPTURED: orderAlreadyCapturedError,
        INSTRUMENT_DECLINED: orderDeclinedError,
        PAYER_CANNOT_PAY: orderDeclinedError,
        TRANSACTION_REFUSED: orderDeclinedError,
      },
    });
    const capture = body.purchase_units?.[0]?.payments?.captures?.[0];
    if (body.status !== 'COMPLETED' || !capture?.id || !capture.amount?.value || !capture.amount.currency_code) {
      throw this.failure(`PayPal answered the capture of order ${id} without a completed capture`);
    }
    return { captureId: capture.id, amount: { value: capture.amount.value, currency: capture.amount.currency_code } };
  }

  async reviseSubscription(id: string, input: ReviseProviderSubscription): Promise<{ approvalUrl: string }> {
    const body = await this.call<{ links?: Array<{ href?: string; rel?: string }> }>('POST', `${subscriptionPath(id)}/revise`, {
      requestId: input.requestId,
      issueErrors: { INVALID_RESOURCE_ID: planUnavailableError },
      body: {
        plan_id: input.planId,
        application_context: { brand_name: this.settings.brandName, return_url: input.returnUrl, cancel_url: input.cancelUrl, user_action: 'CONTINUE', shipping_preference: 'NO_SHIPPING' },
      },
    });
    const approvalUrl = body.links?.find((link) => link.rel === 'approve')?.href;
    if (!approvalUrl) throw this.failure(`PayPal answered the revision of ${id} without an approve link`);
    return { approvalUrl };
  }

  async getSubscription(id: string): Promise<ProviderSubscription> {
    const body = await this.call<PaypalSubscriptionBody>('GET', subscriptionPath(id));
    const status = STATUSES.find((known) => known === body.status);
    if (!body.id || !status || !body.plan_id) throw this.failure(`PayPal answered an unreadable subscription ${id}`);
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

  async getSale(id: string): Promise<ProviderSale> {
    const body = await this.call<PaypalSaleBody>('GET', `/v1/payments/sale/${encodeURIComponent(id)}`);
    const state = SALE_STATES.find((known) => known === body.state);
    if (!body.id || !state || !body.amount?.total || !body.amount.currency) throw this.failure(`PayPal answered an unreadable sale ${id}`);
    return {
      id: body.id,
      state,
      subscriptionId: body.billing_agreement_id ?? null,
      amount: { value: body.amount.total, currency: body.amount.currency },
    };
  }

  async cancelSubscription(id: string, reason: string, requestId: string): Promise<void> {
    await this.call('POST', `${subscriptionPath(id)}/cancel`, { requestId, body: cancelRequest(reason) });
  }

  async captureOutstandingBalance(id: string, amount: ProviderAmount, note: string, requestId: string): Promise<void> {
    await this.call('POST', `${subscriptionPath(id)}/capture`, {
      requestId,
      issueErrors: { ZERO_OUTSTANDING_BALANCE: nothingDueError, AMOUNT_GREATER_THAN_OUTSTANDING_BALANCE: nothingDueError },
      body: { note: note.slice(0, 128), capture_type: 'OUTSTANDING_BALANCE', amount: { currency_code: amount.currency, value: amount.value } },
    });
  }

  async activateSubscription(id: string, reason: string, requestId: string): Promise<void> {
    await this.call('POST', `${subscriptionPath(id)}/activate`, {
      requestId,
      issueErrors: { SUBSCRIPTION_CANNOT_BE_ACTIVATED: cannotReactivateError },
      body: { reason: reason.slice(0, 128) },
    });
  }

  /**
   * Sets a subscription's payment preferences over its plan's (PATCH with a JSON Patch of
   * `replace` operations): how `make paypal-setup` brings subscriptions made under the old
   * plans to the new dunning rules.
   */
  async updatePaymentPreferences(id: string, preferences: PaymentPreferences): Promise<void> {
    await this.call('PATCH', subscriptionPath(id), { body: preferencesPatch(preferences, SUBSCRIPTION_PREFERENCE_PATHS) });
  }

  async setSubscriptionPrice(id: string, price: ProviderAmount): Promise<void> {
    await this.call('PATCH', subscriptionPath(id), {
      body: [{ op: 'replace', path: REGULAR_CYCLE_PRICE_PATH, value: { currency_code: price.currency, value: price.value } }],
    });
  }

  async listSubscriptionPayments(subscriptionId: string, from: Date, to: Date): Promise<ProviderPayment[]> {
    const range = new URLSearchParams({ start_time: from.toISOString(), end_time: to.toISOString() });
    const body = await this.call<PaypalTransactionsBody>('GET', `${subscriptionPath(subscriptionId)}/transactions?${range.toString()}`);
    return (body.transactions ?? []).flatMap((transaction) => {
      const listed = PAYMENT_STATUSES[transaction.status ?? ''];
      const gross = transaction.amount_with_breakdown?.gross_amount;
      const time = toDate(transaction.time);
      if (!transaction.id || !listed || !gross?.value || !gross.currency_code || !time) return [];
      const status = listed === 'refunded' && transaction.status_details?.reason === 'CHARGEBACK' ? 'reversed' : listed;
      return [{ id: transaction.id, status, amount: { value: gross.value, currency: gross.currency_code }, time }];
    });
  }

  /** Without an amount PayPal refunds what is left of the sale (its rule for a full refund). */
  async refundPayment({ saleId, amount, requestId }: RefundProviderPayment): Promise<ProviderRefund> {
    const body = await this.call<PaypalRefundBody>('POST', `/v1/payments/sale/${encodeURIComponent(saleId)}/refund`, {
      requestId,
      body: amount ? { amount: { total: amount.value, currency: amount.currency } } : {},
      issueErrors: { TRANSACTION_ALREADY_REFUNDED: paymentNotRefundableError, REFUND_EXCEEDED_TRANSACTION_AMOUNT: refundExceedsPaymentError },
    });
    if (!body.id || !body.amount?.total || !body.amount.currency) throw this.failure(`PayPal answered an unreadable refund of sale ${saleId}`);
    return { id: body.id, saleId: body.sale_id ?? saleId, amount: { value: body.amount.total, currency: body.amount.currency } };
  }

  async verifyWebhook(headers: Record<string, string | undefined>, rawBody: string): Promise<boolean> {
    const rawJson = webhookVerificationRequest(headers, rawBody, this.settings.webhookId);
    if (rawJson === null) return false;
    const answer = await this.call<{ verification_status?: string }>('POST', WEBHOOK_VERIFICATION_PATH, { rawJson });
    return answer.verification_status === 'SUCCESS';
  }

  /** A call (see `answerTo`) whose answer must be a success: its JSON body, or the DomainError the refusal means. */
  async call<T = unknown>(method: PaypalMethod, path: string, options: PaypalCallOptions = {}): Promise<T> {
    return this.read<T>(method, path, await this.answerTo(method, path, options), options.issueErrors);
  }

  /**
   * A call with a bearer token and a JSON body (`body` serialised, or `rawJson` sent as it
   * is), answered as PayPal answered, refusals included. A 401 (the token expired or was
   * revoked early) is retried once with a new token; a 429 or 5xx up to MAX_ATTEMPTS times
   * in all, after PayPal's `Retry-After` or the backoff. Every attempt carries the same
   * `requestId` as `PayPal-Request-Id`, so a retried create or cancel is one operation at
   * PayPal. Throws `provider_failed` only when PayPal cannot be reached.
   */
  async answerTo(method: PaypalMethod, path: string, options: PaypalCallOptions = {}): Promise<PaypalAnswer> {
    const body = options.rawJson ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
    let tokenRenewed = false;
    for (let attempt = 1; ; attempt += 1) {
      const headers: Record<string, string> = {
        Authorization: `Bearer ${await this.accessToken()}`,
        Accept: 'application/json',
      };
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      if (options.requestId) headers['PayPal-Request-Id'] = options.requestId;
      const response = await this.send(method, path, headers, body);
      if (response.status === 401 && !tokenRenewed) {
        this.token = null;
        tokenRenewed = true;
        attempt -= 1;
        await response.body?.cancel().catch(() => undefined);
        continue;
      }
      const waitMs = attempt < MAX_ATTEMPTS ? retryWaitMs(response, attempt) : null;
      if (waitMs === null) return answerOf(response);
      this.settings.log?.(`PayPal ${method} ${path} answered HTTP ${response.status}; retrying in ${waitMs} ms`);
      await response.body?.cancel().catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, waitMs));
    }
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.now() < this.token.renewAt) return this.token.value;
    // Concurrent requests share one token call.
    this.pendingToken ??= this.fetchToken().finally(() => {
      this.pendingToken = null;
    });
    return this.pendingToken;
  }

  /** POST /v1/oauth2/token with the client credentials (the client-credentials grant), answered as PayPal answered. */
  async requestToken(): Promise<PaypalAnswer> {
    const basic = Buffer.from(`${this.settings.clientId}:${this.settings.clientSecret}`).toString('base64');
    const response = await this.send(
      'POST',
      TOKEN_PATH,
      { Authorization: `Basic ${basic}`, 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      'grant_type=client_credentials',
    );
    return answerOf(response);
  }

  private async fetchToken(): Promise<string> {
    const body = this.read<PaypalTokenBody>('POST', TOKEN_PATH, await this.requestToken());
    if (!body.access_token) throw this.failure('PayPal answered the token request without an access token');
    const lifetimeMs = Math.max(0, (body.expires_in ?? 0) * 1000 - TOKEN_RENEWAL_MARGIN_MS);
    this.token = { value: body.access_token, renewAt: this.now() + lifetimeMs };
    return body.access_token;
  }

  private async send(method: string, path: string, headers: Record<string, string>, body?: string): Promise<Response> {
    const started = performance.now();
    const observe = (status: number | null) =>
      this.settings.observeCall?.({ method, path, status, seconds: (performance.now() - started) / 1000 });
    try {
      const response = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers,
        body,
        signal: AbortSignal.timeout(this.settings.timeoutMs ?? PAYPAL_TIMEOUT_MS),
      });
      observe(response.status);
      return response;
    } catch (error) {
      observe(null);
      throw this.failure(`PayPal ${method} ${path} could not be reached: ${describe(error)}`);
    }
  }

  private read<T>(method: string, path: string, { status, text }: PaypalAnswer, issueErrors: IssueErrors = {}): T {
    if (status < 200 || status > 299) throw this.refusal(`PayPal ${method} ${path}`, status, text, issueErrors);
    if (text === '') return {} as T;
    try {
      return JSON.parse(text) as T;
    } catch {
      throw this.failure(`PayPal ${method} ${path} answered something other than JSON`);
    }
  }

  /**
   * A PayPal error answer as the domain error it means, logged with PayPal's `debug_id` (what
   * PayPal's support asks for). A known issue has its own error and customer message; other
   * 4xx are our mistake and say so; 429 and 5xx, whose retries are spent, are a provider outage.
   */
  private refusal(call: string, status: number, text: string, issueErrors: IssueErrors): DomainError {
    const error = parseError(text);
    const issue = error.details?.find((detail) => typeof detail.issue === 'string')?.issue;
    this.settings.log?.(
      `${call} answered HTTP ${status} ${error.name ?? ''}${issue ? ` (${issue})` : ''}, debug_id ${error.debug_id ?? 'none'}: ${text.slice(0, 300)}`,
    );
    // The v1 payments API names its refusal in `name` (TRANSACTION_ALREADY_REFUNDED), not in `details`.
    const known = [issue, error.name].map((key) => (key === undefined ? undefined : (issueErrors[key] ?? ISSUE_ERRORS[key]))).find((found) => found !== undefined);
    if (known) return known();
    if (status === 429) return providerRateLimitedError();
    if (status >= 500) return providerUnreachableError();
    return providerRejectedError();
  }

  private failure(line: string): DomainError {
    this.settings.log?.(line);
    return providerUnreachableError();
  }
}

type PaypalMethod = 'GET' | 'POST' | 'PATCH';

export interface PaypalCallOptions {
  body?: unknown;
  rawJson?: string;
  requestId?: string;
  /** This call's own meanings of PayPal's `details[].issue` (or, for the v1 payments API, its error `name`), over ISSUE_ERRORS. */
  issueErrors?: IssueErrors;
}

const TOKEN_PATH = '/v1/oauth2/token';
const ORDERS_PATH = '/v2/checkout/orders';

/** The fields we read of checkout_orders_v2's `order` after a capture. */
interface PaypalOrderBody {
  status?: string;
  purchase_units?: Array<{ payments?: { captures?: Array<{ id?: string; amount?: { value?: string; currency_code?: string } }> } }>;
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

/** The body of POST /v1/billing/subscriptions: the plan, our id for it, and where the approval page sends the buyer. */
export function createSubscriptionRequest(input: Omit<CreateProviderSubscription, 'requestId'>, brandName: string): Record<string, unknown> {
  return {
    plan_id: input.planId,
    custom_id: input.customId,
    // A resumed subscription's first charge is at the end of the period already paid for.
    ...(input.startTime && { start_time: input.startTime.toISOString() }),
    application_context: {
      brand_name: brandName,
      return_url: input.returnUrl,
      cancel_url: input.cancelUrl,
      user_action: 'SUBSCRIBE_NOW',
      shipping_preference: 'NO_SHIPPING',
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

async function answerOf(response: Response): Promise<PaypalAnswer> {
  return { status: response.status, text: await response.text().catch(() => '') };
}

/** PayPal's error body (every API): what the adapter reads of it. */
interface PaypalErrorBody {
  name?: string;
  debug_id?: string;
  details?: Array<{ issue?: string }>;
}

function parseError(text: string): PaypalErrorBody {
  try {
    const parsed = JSON.parse(text) as unknown;
    return typeof parsed === 'object' && parsed !== null ? (parsed as PaypalErrorBody) : {};
  } catch {
    return {};
  }
}

type IssueErrors = Readonly<Record<string, () => DomainError>>;

/** The `details[].issue` values (billing_subscriptions_v1's 422s) that have an error of their own, whatever the call. */
const ISSUE_ERRORS: IssueErrors = {
  PLAN_STATUS_INVALID: planUnavailableError,
  SUBSCRIPTION_STATUS_INVALID: providerStatusInvalidError,
  USER_ACCOUNT_CLOSED: payerAccountUnusableError,
  SUBSCRIBER_ACCOUNT_CLOSED: payerAccountUnusableError,
  SUBSCRIBER_ACCOUNT_LOCKED: payerAccountUnusableError,
  SUBSCRIBER_ACCOUNT_RESTRICTED: payerAccountUnusableError,
  PAYER_ACCOUNT_RESTRICTED: payerAccountUnusableError,
};

function providerUnreachableError(): DomainError {
  return new DomainError('provider_failed', PAYMENT_PROVIDER_FAILED, BILLING_MESSAGES.providerUnreachable);
}

/**
 * How long to wait before retrying, or null when the answer is not worth retrying: only 429
 * and 5xx are. PayPal's `Retry-After` (seconds or an HTTP date) wins over the backoff; one
 * longer than MAX_RETRY_WAIT_MS is not waited for: the caller fails now and a later run retries.
 */
function retryWaitMs(response: Response, attempt: number): number | null {
  if (response.status !== 429 && response.status < 500) return null;
  const header = response.headers.get('retry-after');
  if (header === null) return BACKOFF_MS[Math.min(attempt, BACKOFF_MS.length) - 1] ?? null;
  const seconds = Number(header);
  const waitMs = Number.isFinite(seconds) ? seconds * 1000 : new Date(header).getTime() - Date.now();
  if (Number.isNaN(waitMs)) return BACKOFF_MS[0] ?? null;
  return waitMs > MAX_RETRY_WAIT_MS ? null : Math.max(0, waitMs);
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

function describe(error: unknown): string {
  if ((error as { name?: unknown } | null)?.name === 'TimeoutError') return 'no answer within the timeout';
  return error instanceof Error ? error.message : String(error);
}
