import { LicenseActivationMetricsPort, type LicenseActivationOutcome } from '@pointforge/domain';
import { Counter } from 'prom-client';
import { METRIC_PREFIX, type MetricsRegistry } from './metrics-registry';

/** Licence activations as `pointforge_license_activations_total{result, code}`; `code` is empty unless refused. */
export class PrometheusLicenseActivationMetrics extends LicenseActivationMetricsPort {
  private readonly activations: Counter<'result' | 'code'>;

  constructor(metrics: MetricsRegistry) {
    super();
    this.activations = new Counter({
      name: `${METRIC_PREFIX}license_activations_total`,
      help: 'Desktop licence activation requests by result (activated, refreshed, refused) and refusal code.',
      labelNames: ['result', 'code'],
      registers: [metrics.registry],
    });
  }

  record(outcome: LicenseActivationOutcome): void {
    this.activations.inc({ result: outcome.result, code: outcome.result === 'refused' ? outcome.code : '' });
  }
}
