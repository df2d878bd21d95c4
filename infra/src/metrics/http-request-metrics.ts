import type { Histogram } from 'prom-client';
import type { MetricsRegistry } from './metrics-registry';

/** The `route` label of a request no route matched (404s, the SPA fallback): never the raw URL. */
export const UNMATCHED_ROUTE = '(unmatched)';
/** The `route` label of every route of the operator console: its routes are not listed to whoever reads metrics. */
export const CONSOLE_ROUTE = '(console)';

type Observer = { observe(seconds: number): void };

/**
 * Request duration by method, route template and status, and requests in flight. Built for
 * the hot path: a request costs a counter step on the way in and one histogram observe on the
 * way out, through a child looked up by one string key (prom-client's own `labels()` would
 * sort and hash the label object every time); the in-flight gauge is read at scrape time.
 */
export class HttpRequestMetrics {
  private readonly duration: Histogram<'method' | 'route' | 'status'>;
  private readonly observers = new Map<string, Observer>();
  private inFlight = 0;

  constructor(metrics: MetricsRegistry) {
    this.duration = metrics.histogram('http_request_duration_seconds', {
      help: 'Time from the request reaching the API router to the end of its response, by route template and status.',
      labelNames: ['method', 'route', 'status'],
    });
    const inFlight = () => this.inFlight;
    metrics.gauge('http_requests_in_flight', {
      help: 'Requests received and not yet answered.',
      collect() {
        this.set(inFlight());
      },
    });
  }

  started(): void {
    this.inFlight += 1;
  }

  /** `route` is the matched route's template (`/api/licenses/:id`), UNMATCHED_ROUTE or CONSOLE_ROUTE. */
  finished(method: string, route: string, status: number, seconds: number): void {
    this.inFlight -= 1;
    const key = `${method} ${status} ${route}`;
    let observer = this.observers.get(key);
    if (observer === undefined) {
      observer = this.duration.labels(method, route, String(status));
      this.observers.set(key, observer);
    }
    observer.observe(seconds);
  }
}
