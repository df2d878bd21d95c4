import { LicenseActivationMetricsPort, type LicenseActivationOutcome } from '@pointforge/domain';
import type { Counter } from 'prom-client';
import type { MetricsRegistry } from './metrics-registry';

/** Licence activations as `pointforge_license_activations_total{result, code}`; `code` is empty unless refused. */
export class PrometheusLicenseActivationMetrics extends LicenseActivationMetricsPort {
  private readonly activations: Counter<'result' | 'code'>;

  constructor(metrics: MetricsRegistry) {
    super();
    this.activations = metrics.counter('license_activations_total', {
      help: 'Desktop licence activation requests by result (activated, refreshed, refused) and refusal code.',
      labelNames: ['result', 'code'],
    });
  }

  record(outcome: LicenseActivationOutcome): void {
    this.activations.inc({ result: outcome.result, code: outcome.result === 'refused' ? outcome.code : '' });
  }
}
