import {
  DomainError,
  PaymentProviderPort,
  type CreateProviderSubscription,
  type ProviderSale,
  type ProviderSaleState,
  type ProviderSubscription,
  type ProviderSubscriptionStatus,
} from '@pointforge/domain';

/** PayPal's live REST host; the sandbox is https://api-m.sandbox.paypal.com. */
export const PAYPAL_LIVE_API_BASE_URL = 'https://api-m.paypal.com';
export const PAYPAL_SANDBOX_API_BASE_URL = 'https://api-m.sandbox.paypal.com';
/** A request waits on PayPal; past this it fails as provider_failed rather than hang. */
export const PAYPAL_TIMEOUT_MS = 10_000;
/** The token is renewed this long before PayPal says it expires, so a request never carries a stale one. */
const TOKEN_RENEWAL_MARGIN_MS = 60_000;

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
  now?: () => number;
}

/** The fields we read of billing_subscriptions_v1's `subscription` (GET /v1/billing/subscriptions/{id}). */
interface PaypalSubscriptionBody {
  id?: string;
  status?: string;
  plan_id?: string;
  custom_id?: string;
  billing_info?: { next_billing_time?: string; last_payment?: { time?: string } };
  links?: Array<{ href?: string; rel?: string; method?: string }>;
}

/** The fields we read of the v1 payments `sale` (GET /v1/payments/sale/{id}). */
interface PaypalSaleBody {
  id?: string;
  state?: string;
  billing_agreement_id?: string;
  amount?: { total?: string; currency?: string };
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
 * simulator. Anything short of a usable answer (unreachable, timeout, 5xx, garbled) throws a
 * DomainError `provider_failed`, which the API answers 502 (and a webhook 5xx, so PayPal retries).
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
    const body = await this.call<PaypalSubscriptionBody>('POST', '/v1/billing/subscriptions', {
      requestId: input.requestId,
      body: {
        plan_id: input.planId,
        custom_id: input.customId,
        application_context: {
          brand_name: this.settings.brandName,
          return_url: input.returnUrl,
          cancel_url: input.cancelUrl,
          user_action: 'SUBSCRIBE_NOW',
          shipping_preference: 'NO_SHIPPING',
        },
      },
    });
    const approvalUrl = body.links?.find((link) => link.rel === 'approve')?.href;
    if (!body.id || !approvalUrl) throw this.failure('PayPal created a subscription without an id or an approve link');
    return { id: body.id, approvalUrl };
  }

  async getSubscription(id: string): Promise<ProviderSubscription> {
    const body = await this.call<PaypalSubscriptionBody>('GET', `/v1/billing/subscriptions/${encodeURIComponent(id)}`);
    const status = STATUSES.find((known) => known === body.status);
    if (!body.id || !status || !body.plan_id) throw this.failure(`PayPal answered an unreadable subscription ${id}`);
    return {
      id: body.id,
      status,
      planId: body.plan_id,
      customId: body.custom_id ?? null,
      nextBillingTime: toDate(body.billing_info?.next_billing_time),
      lastPaymentTime: toDate(body.billing_info?.last_payment?.time),
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
    await this.call('POST', `/v1/billing/subscriptions/${encodeURIComponent(id)}/cancel`, {
      requestId,
      body: { reason: reason.slice(0, 128) },
    });
  }

  async verifyWebhook(headers: Record<string, string | undefined>, rawBody: string): Promise<boolean> {
    const lower = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
    const fields: Record<string, string> = {};
    for (const [field, header] of Object.entries(SIGNATURE_HEADERS)) {
      const value = lower[header];
      if (!value) return false;
      fields[field] = value;
    }
    let event: unknown;
    try {
      event = JSON.parse(rawBody);
    } catch {
      return false;
    }
    const answer = await this.call<{ verification_status?: string }>('POST', '/v1/notifications/verify-webhook-signature', {
      body: { ...fields, webhook_id: this.settings.webhookId, webhook_event: event },
    });
    return answer.verification_status === 'SUCCESS';
  }

  /** A call with a bearer token; `requestId` makes a create or change safe to retry. */
  async call<T = unknown>(
    method: 'GET' | 'POST',
    path: string,
    options: { body?: unknown; requestId?: string } = {},
  ): Promise<T> {
    const headers: Record<string, string> = {
      Authorization: `Bearer ${await this.accessToken()}`,
      Accept: 'application/json',
    };
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    if (options.requestId) headers['PayPal-Request-Id'] = options.requestId;
    const response = await this.send(method, path, headers, options.body === undefined ? undefined : JSON.stringify(options.body));
    if (response.status === 401) this.token = null;
    return this.read<T>(method, path, response);
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.now() < this.token.renewAt) return this.token.value;
    // Concurrent requests share one token call.
    this.pendingToken ??= this.fetchToken().finally(() => {
      this.pendingToken = null;
    });
    return this.pendingToken;
  }

  private async fetchToken(): Promise<string> {
    const basic = Buffer.from(`${this.settings.clientId}:${this.settings.clientSecret}`).toString('base64');
    const response = await this.send(
      'POST',
      '/v1/oauth2/token',
      { Authorization: `Basic ${basic}`, 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      'grant_type=client_credentials',
    );
    const body = await this.read<PaypalTokenBody>('POST', '/v1/oauth2/token', response);
    if (!body.access_token) throw this.failure('PayPal answered the token request without an access token');
    const lifetimeMs = Math.max(0, (body.expires_in ?? 0) * 1000 - TOKEN_RENEWAL_MARGIN_MS);
    this.token = { value: body.access_token, renewAt: this.now() + lifetimeMs };
    return body.access_token;
  }

  private async send(method: string, path: string, headers: Record<string, string>, body?: string): Promise<Response> {
    try {
      return await fetch(`${this.baseUrl}${path}`, {
        method,
        headers,
        body,
        signal: AbortSignal.timeout(this.settings.timeoutMs ?? PAYPAL_TIMEOUT_MS),
      });
    } catch (error) {
      throw this.failure(`PayPal ${method} ${path} could not be reached: ${describe(error)}`);
    }
  }

  private async read<T>(method: string, path: string, response: Response): Promise<T> {
    const text = await response.text().catch(() => '');
    if (!response.ok) {
      throw this.failure(`PayPal ${method} ${path} answered HTTP ${response.status}: ${text.slice(0, 300)}`);
    }
    if (text === '') return {} as T;
    try {
      return JSON.parse(text) as T;
    } catch {
      throw this.failure(`PayPal ${method} ${path} answered something other than JSON`);
    }
  }

  private failure(line: string): DomainError {
    this.settings.log?.(line);
    return new DomainError('provider_failed', PAYMENT_PROVIDER_FAILED, 'The payment provider could not be reached. Please try again later.');
  }
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
