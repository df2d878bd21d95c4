import type { Counter, Histogram } from 'prom-client';
import type { PaypalCallObservation } from '../payment/paypal-http-client';
import type { MetricsRegistry } from './metrics-registry';

/** PayPal answers in tens of milliseconds to seconds; the adapter gives up at 10 s. */
const PAYPAL_DURATION_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10];
/** The id in a subscription or sale path, so the label is the operation, never one customer's id. */
const RESOURCE_ID = /^(\/v1\/(?:billing\/subscriptions|payments\/sale))\/[^/?]+/;

/** `POST /v1/billing/subscriptions/{id}/cancel`: the request's method and path with the resource id left out. */
export function paypalOperation(method: string, path: string): string {
  return `${method} ${path.split('?')[0].replace(RESOURCE_ID, '$1/{id}')}`;
}

/** What became of a request: PayPal's status class, or `unreachable` (timeout, refused, reset). */
function outcomeOf(status: number | null): string {
  return status === null ? 'unreachable' : `${Math.floor(status / 100)}xx`;
}

/**
 * Latency of every HTTP request to PayPal (token, subscriptions, sales, webhook
 * verification; each retry counts), and the errors among them: no answer, a 429, a 4xx or
 * a 5xx. A 401 that only renews the token counts as an error too: it is rare, and worth seeing.
 */
export class PaypalCallMetrics {
  private readonly duration: Histogram<'operation' | 'outcome'>;
  private readonly errors: Counter<'operation' | 'reason'>;

  constructor(metrics: MetricsRegistry) {
    this.duration = metrics.histogram('paypal_request_duration_seconds', {
      help: 'Time each HTTP request to PayPal took, by operation and outcome (2xx, 4xx, 5xx, unreachable).',
      labelNames: ['operation', 'outcome'],
      buckets: PAYPAL_DURATION_BUCKETS,
    });
    this.errors = metrics.counter('paypal_request_errors_total', {
      help: 'HTTP requests to PayPal that got no answer or an error status, by operation and reason (unreachable, http_429, http_4xx, http_5xx).',
      labelNames: ['operation', 'reason'],
    });
  }

  /** For the adapter's `observeCall`. */
  readonly observe = (call: PaypalCallObservation): void => {
    const operation = paypalOperation(call.method, call.path);
    const outcome = outcomeOf(call.status);
    this.duration.observe({ operation, outcome }, call.seconds);
    if (outcome === '2xx') return;
    const reason = call.status === null ? 'unreachable' : call.status === 429 ? 'http_429' : `http_${outcome}`;
    this.errors.inc({ operation, reason });
  };
}
