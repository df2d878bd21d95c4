import { DynamicModule, FactoryProvider, Global, Module } from '@nestjs/common';
import { LicenseActivationMetricsPort } from '@pointforge/domain';
import { HttpRequestMetrics, JobMetrics, MetricsRegistry, PaypalCallMetrics, PrometheusLicenseActivationMetrics, type MetricsRole } from '@pointforge/infra';
import { AppConfig } from '../common/config/app-config';
import { MetricsServer } from './metrics.server';

/**
 * This process's Prometheus metrics. The registry and the recorders always exist (a counter
 * step costs nothing worth saving); METRICS_PORT adds the /metrics server, Node's default
 * metrics and the per-request measurement (see useHttpMetrics). The adapters that report
 * (mail, PayPal, rate limits, queues, outbox) take their recorders here, in their own modules.
 *
 * LicenseActivationMetricsPort is the hook for the desktop licence API: its activate use
 * case records each outcome there (activations and refusals by code).
 */
@Global()
@Module({})
export class MetricsModule {
  static forRoot(config: AppConfig, role: MetricsRole): DynamicModule {
    const recorders: FactoryProvider[] = [
      {
        provide: MetricsRegistry,
        useFactory: () => {
          const metrics = new MetricsRegistry(role);
          if (config.metricsPort !== undefined) metrics.collectNodeMetrics();
          return metrics;
        },
      },
      recorder(JobMetrics, (metrics) => new JobMetrics(metrics)),
      recorder(PaypalCallMetrics, (metrics) => new PaypalCallMetrics(metrics)),
      ...(role === 'api'
        ? [
            recorder(HttpRequestMetrics, (metrics) => new HttpRequestMetrics(metrics)),
            recorder(LicenseActivationMetricsPort, (metrics) => new PrometheusLicenseActivationMetrics(metrics)),
          ]
        : []),
    ];
    return {
      module: MetricsModule,
      providers: [...recorders, ...(config.metricsPort === undefined ? [] : [MetricsServer])],
      exports: recorders.map((provider) => provider.provide),
    };
  }
}

function recorder<T>(token: abstract new (...args: never[]) => T, create: (metrics: MetricsRegistry) => T): FactoryProvider<T> {
  return { provide: token, inject: [MetricsRegistry], useFactory: create };
}
