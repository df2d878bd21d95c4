import {
  cannotReactivateError,
  nothingDueError,
  orderAlreadyCapturedError,
  orderDeclinedError,
  orderNotApprovedError,
  type CreateProviderOrder,
  type ProviderOrderCapture,
  type ReviseProviderSubscription,
  PaymentProviderPort,
  paymentNotRefundableError,
  planUnavailableError,
  refundExceedsPaymentError,
  type CreateProviderSubscription,
  type ProviderAmount,
  type ProviderPayment,
  type ProviderRefund,
  type RefundProviderPayment,
  type ProviderSale,
  type ProviderSubscription,
} from '@pointforge/domain';
import { PaypalHttpClient, type PaypalAnswer, type PaypalCallOptions, type PaypalMethod, type PaypalSettings } from './paypal-http-client';
import {
  ORDERS_PATH,
  SUBSCRIPTIONS_PATH,
  WEBHOOK_VERIFICATION_PATH,
  cancelRequest,
  createSubscriptionRequest,
  orderAmount,
  subscriptionPath,
  taxesOverride,
  toOrderCapture,
  toProviderPayments,
  toProviderRefund,
  toProviderSale,
  toProviderSubscription,
  webhookVerificationRequest,
  type PaypalOrderBody,
  type PaypalRefundBody,
  type PaypalSaleBody,
  type PaypalSubscriptionBody,
  type PaypalTransactionsBody,
} from './paypal-mapping';
import { REGULAR_CYCLE_PRICE_PATH, SUBSCRIPTION_PREFERENCE_PATHS, preferencesPatch, type PaymentPreferences } from './paypal-plan-preferences';

/**
 * PayPal's REST API (subscriptions, orders, refunds, webhook verification) as the payment
 * port: each operation is one call through `PaypalHttpClient` (token, retries, refusals as
 * domain errors) and its JSON read into the domain's Provider* types by `paypal-mapping`.
 * The base URL is configurable so the same code runs against PayPal and against the
 * simulator. Anything short of a usable answer throws a DomainError `provider_failed`, which
 * the API answers 502 (and a webhook 5xx, so PayPal retries); a refusal PayPal explains
 * (`details[].issue`) has its own error.
 */
export class PaypalPaymentAdapter extends PaymentProviderPort {
  private readonly client: PaypalHttpClient;

  constructor(private readonly settings: PaypalSettings) {
    super();
    this.client = new PaypalHttpClient(settings);
  }

  async createSubscription(input: CreateProviderSubscription): Promise<{ id: string; approvalUrl: string }> {
    const body = await this.call<PaypalSubscriptionBody>('POST', SUBSCRIPTIONS_PATH, {
      requestId: input.requestId,
      // The only id a create names is the plan's: PayPal not finding it means the plan cannot be bought.
      issueErrors: { INVALID_RESOURCE_ID: planUnavailableError },
      body: createSubscriptionRequest(input, this.settings.brandName),
    });
    const approvalUrl = body.links?.find((link) => link.rel === 'approve')?.href;
    if (!body.id || !approvalUrl) throw this.client.failure('PayPal created a subscription without an id or an approve link');
    return { id: body.id, approvalUrl };
  }

  async createOrder(input: CreateProviderOrder): Promise<{ id: string; approvalUrl: string }> {
    const body = await this.call<{ id?: string; links?: Array<{ href?: string; rel?: string }> }>('POST', ORDERS_PATH, {
      requestId: input.requestId,
      body: {
        intent: 'CAPTURE',
        purchase_units: [
          {
            amount: orderAmount(input.amount, input.tax),
            custom_id: input.customId,
            description: input.description.slice(0, 127),
          },
        ],
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
    if (!body.id || !approvalUrl) throw this.client.failure('PayPal created an order without an id or an approve link');
    return { id: body.id, approvalUrl };
  }

  async captureOrder(id: string, requestId: string): Promise<ProviderOrderCapture> {
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
    const capture = toOrderCapture(body);
    if (!capture) throw this.client.failure(`PayPal answered the capture of order ${id} without a completed capture`);
    return capture;
  }

  async reviseSubscription(id: string, input: ReviseProviderSubscription): Promise<{ approvalUrl: string }> {
    const body = await this.call<{ links?: Array<{ href?: string; rel?: string }> }>('POST', `${subscriptionPath(id)}/revise`, {
      requestId: input.requestId,
      issueErrors: { INVALID_RESOURCE_ID: planUnavailableError },
      body: {
        plan_id: input.planId,
        ...taxesOverride(input.taxPercentage),
        application_context: {
          brand_name: this.settings.brandName,
          return_url: input.returnUrl,
          cancel_url: input.cancelUrl,
          user_action: 'CONTINUE',
          shipping_preference: 'NO_SHIPPING',
        },
      },
    });
    const approvalUrl = body.links?.find((link) => link.rel === 'approve')?.href;
    if (!approvalUrl) throw this.client.failure(`PayPal answered the revision of ${id} without an approve link`);
    return { approvalUrl };
  }

  async getSubscription(id: string): Promise<ProviderSubscription> {
    const body = await this.call<PaypalSubscriptionBody>('GET', subscriptionPath(id));
    const subscription = toProviderSubscription(body);
    if (!subscription) throw this.client.failure(`PayPal answered an unreadable subscription ${id}`);
    return subscription;
  }

  async getSale(id: string): Promise<ProviderSale> {
    const body = await this.call<PaypalSaleBody>('GET', `/v1/payments/sale/${encodeURIComponent(id)}`);
    const sale = toProviderSale(body);
    if (!sale) throw this.client.failure(`PayPal answered an unreadable sale ${id}`);
    return sale;
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
    return toProviderPayments(body);
  }

  /** Without an amount PayPal refunds what is left of the sale (its rule for a full refund). */
  async refundPayment({ saleId, amount, requestId }: RefundProviderPayment): Promise<ProviderRefund> {
    const body = await this.call<PaypalRefundBody>('POST', `/v1/payments/sale/${encodeURIComponent(saleId)}/refund`, {
      requestId,
      body: amount ? { amount: { total: amount.value, currency: amount.currency } } : {},
      issueErrors: { TRANSACTION_ALREADY_REFUNDED: paymentNotRefundableError, REFUND_EXCEEDED_TRANSACTION_AMOUNT: refundExceedsPaymentError },
    });
    const refund = toProviderRefund(body, saleId);
    if (!refund) throw this.client.failure(`PayPal answered an unreadable refund of sale ${saleId}`);
    return refund;
  }

  async verifyWebhook(headers: Record<string, string | undefined>, rawBody: string): Promise<boolean> {
    const rawJson = webhookVerificationRequest(headers, rawBody, this.settings.webhookId);
    if (rawJson === null) return false;
    const answer = await this.call<{ verification_status?: string }>('POST', WEBHOOK_VERIFICATION_PATH, { rawJson });
    return answer.verification_status === 'SUCCESS';
  }

  /** A call (see `answerTo`) whose answer must be a success: its JSON body, or the DomainError the refusal means. */
  call<T = unknown>(method: PaypalMethod, path: string, options: PaypalCallOptions = {}): Promise<T> {
    return this.client.call<T>(method, path, options);
  }

  /** A call answered as PayPal answered, refusals included (see PaypalHttpClient.answerTo). */
  answerTo(method: PaypalMethod, path: string, options: PaypalCallOptions = {}): Promise<PaypalAnswer> {
    return this.client.answerTo(method, path, options);
  }

  /** POST /v1/oauth2/token with the client credentials (the client-credentials grant), answered as PayPal answered. */
  requestToken(): Promise<PaypalAnswer> {
    return this.client.requestToken();
  }
}
