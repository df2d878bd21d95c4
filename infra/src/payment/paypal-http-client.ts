import {
  BILLING_MESSAGES,
  DomainError,
  payerAccountUnusableError,
  planUnavailableError,
  providerRateLimitedError,
  providerRejectedError,
  providerStatusInvalidError,
} from '@pointforge/domain';

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

/** PayPal's answer to one call as it came: the HTTP status and the body's text. */
export interface PaypalAnswer {
  status: number;
  text: string;
}

interface PaypalTokenBody {
  access_token?: string;
  expires_in?: number;
}

/**
 * The HTTP side of PayPal's REST API: the OAuth2 token (shared, renewed before it expires),
 * retries of 429 and 5xx with the same PayPal-Request-Id, a timeout, and PayPal's refusals
 * mapped to domain errors (`details[].issue`, or the v1 payments API's error `name`).
 * Anything short of a usable answer (unreachable, timeout, 5xx or 429 after its retries,
 * garbled) throws a DomainError `provider_failed`.
 */
export class PaypalHttpClient {
  private token: { value: string; renewAt: number } | null = null;
  private pendingToken: Promise<string> | null = null;
  private readonly baseUrl: string;
  private readonly now: () => number;

  constructor(private readonly settings: PaypalSettings) {
    this.baseUrl = settings.baseUrl.replace(/\/+$/, '');
    this.now = settings.now ?? Date.now;
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
    const observe = (status: number | null) => this.settings.observeCall?.({ method, path, status, seconds: (performance.now() - started) / 1000 });
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
    const known = [issue, error.name]
      .map((key) => (key === undefined ? undefined : (issueErrors[key] ?? ISSUE_ERRORS[key])))
      .find((found) => found !== undefined);
    if (known) return known();
    if (status === 429) return providerRateLimitedError();
    if (status >= 500) return providerUnreachableError();
    return providerRejectedError();
  }

  /** Logs why PayPal's answer is unusable; returns the `provider_failed` error to throw. */
  failure(line: string): DomainError {
    this.settings.log?.(line);
    return providerUnreachableError();
  }
}

export type PaypalMethod = 'GET' | 'POST' | 'PATCH';

export interface PaypalCallOptions {
  body?: unknown;
  rawJson?: string;
  requestId?: string;
  /** This call's own meanings of PayPal's `details[].issue` (or, for the v1 payments API, its error `name`), over ISSUE_ERRORS. */
  issueErrors?: IssueErrors;
}

const TOKEN_PATH = '/v1/oauth2/token';

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

export type IssueErrors = Readonly<Record<string, () => DomainError>>;

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

function describe(error: unknown): string {
  if ((error as { name?: unknown } | null)?.name === 'TimeoutError') return 'no answer within the timeout';
  return error instanceof Error ? error.message : String(error);
}
