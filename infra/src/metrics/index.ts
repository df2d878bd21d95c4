export { MetricsRegistry, METRIC_PREFIX, type MetricsRole } from './metrics-registry';
export { CONSOLE_ROUTE, HttpRequestMetrics, UNMATCHED_ROUTE } from './http-request-metrics';
export { JobMetrics } from './job-metrics';
export { MeteredMailAdapter } from './metered-mail.adapter';
export { PaypalCallMetrics, paypalOperation } from './paypal-call-metrics';
export { OutboxMetrics, type OutboxBacklogSource } from './outbox-metrics';
export { RateLimitMetrics, type RateLimiterState } from './rate-limit-metrics';
export { PrometheusLicenseActivationMetrics } from './prometheus-license-activation-metrics.adapter';
